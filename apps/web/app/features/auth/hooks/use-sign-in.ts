import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '#app/config/paths'
import { pushNotice } from '#app/lib/notices'
import { isPiBrowser } from '#app/lib/pi-sdk'
import { usePublicConfig } from '#app/lib/public-config'
import { activePlanQuery, getActivePlan } from '../api/get-active-plan'
import { PiSdkMissingError, signInWithPi } from '../utils/sign-in-with-pi'

/**
 * Sign-in with the Pi SDK (spec section 4 "Session"). In the Pi Browser: sign in (`signInWithPi`),
 * then route by role and plan. Elsewhere the SDK cannot authenticate, so the desktop QR sign-in
 * page takes over.
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
    setIsPending(true)
    try {
      const user = await signInWithPi(piSandbox)

      if (user.role === 'ADMIN') {
        await navigate(paths.adminDashboard.root)
        return
      }
      const plan = await getActivePlan(user.username)
      queryClient.setQueryData(activePlanQuery(user.username).queryKey, plan)
      await navigate(plan.planType === 'STANDARD' ? paths.home : paths.userDashboard.root)
    } catch (error) {
      if (error instanceof PiSdkMissingError) {
        pushNotice({ id: 'pi-sdk-missing', messageKey: 'auth.sdkMissing', tone: 'error' })
        return
      }
      // Spec error catalogue: wallet or backend login failure signs out with no message.
      console.error('Pi sign-in failed', error)
    } finally {
      setIsPending(false)
    }
  }

  return { signIn, isPending }
}
