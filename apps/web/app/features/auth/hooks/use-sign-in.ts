import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '#app/config/paths'
import { pushNotice } from '#app/lib/notices'
import { getPiSdk, isPiBrowser } from '#app/lib/pi-sdk'
import { usePublicConfig } from '#app/lib/public-config'
import { clearSession, storeSession } from '#app/lib/session-store'
import { activePlanQuery, getActivePlan } from '../api/get-active-plan'
import { loginWithPi } from '../api/pi-login'
import { reportIncompletePayment } from '../api/report-incomplete-payment'

/**
 * Sign-in with the Pi SDK (spec section 4 "Session"). In the Pi Browser: authenticate with the
 * wallet, exchange the token at /auth/pi-login, store the session and route by role and plan.
 * Elsewhere the SDK cannot authenticate, so the desktop QR sign-in page takes over.
 */
export function useSignIn() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { piSandbox } = usePublicConfig()
  const [isPending, setIsPending] = useState(false)

  async function signIn() {
    if (!isPiBrowser()) {
      await navigate(paths.sessionQr)
      return
    }
    // A leftover (maybe expired) session must not ride along with the new sign-in's requests.
    clearSession()
    setIsPending(true)
    try {
      const pi = await getPiSdk(piSandbox)
      if (!pi) {
        pushNotice({ id: 'pi-sdk-missing', messageKey: 'auth.sdkMissing', tone: 'error' })
        return
      }
      const auth = await pi.authenticate(['username', 'payments'], reportIncompletePayment)
      if (!auth?.accessToken) throw new Error('The Pi SDK returned no access token')

      const user = await loginWithPi({
        accessToken: auth.accessToken,
        piId: auth.user?.uid,
        username: auth.user?.username,
      })
      if (!user.accessToken) throw new Error('The server returned no session token')
      storeSession(user)

      if (user.role === 'ADMIN') {
        await navigate(paths.adminDashboard.root)
        return
      }
      const plan = await getActivePlan(user.username)
      queryClient.setQueryData(activePlanQuery(user.username).queryKey, plan)
      await navigate(plan.planType === 'STANDARD' ? paths.home : paths.userDashboard.root)
    } catch (error) {
      // Spec error catalogue: wallet or backend login failure signs out with no message.
      clearSession()
      console.error('Pi sign-in failed', error)
    } finally {
      setIsPending(false)
    }
  }

  return { signIn, isPending }
}
