import { useNavigate } from 'react-router'
import { paths } from '#app/config/paths'
import { pushNotice } from '#app/lib/notices'
import { isPiBrowser } from '#app/lib/pi-sdk'
import { usePublicConfig } from '#app/lib/public-config'
import { useOneAtATime } from '#app/lib/use-one-at-a-time'

/**
 * Sign-in with the Pi SDK. In the Pi Browser: sign in (`signInWithPi`,
 * which also says 'Signed in as …'), then land the user on My Articles, an admin on the admin
 * dashboard. A sign-in started from inside something the user was
 * doing (`stayHere`: a dashboard's sign-in prompt) returns to it instead. Elsewhere the SDK cannot
 * authenticate, so the desktop QR sign-in page takes over.
 */
export function useSignIn({ stayHere = false }: { stayHere?: boolean } = {}) {
  const navigate = useNavigate()
  const { piSandbox } = usePublicConfig()
  const oneAtATime = useOneAtATime()

  // Runs as a form action (see SignInButton): the form reports it pending until this settles.
  // Two taps made before hydration are both replayed; the second finds the first under way.
  const signIn = () => oneAtATime(signInOnce)

  async function signInOnce() {
    if (!isPiBrowser()) {
      await navigate(paths.sessionQr)
      return
    }
    try {
      // The SDK sign-in loads on the first tap, not with every public page (the first-load budget, decision 0005).
      const { signInWithPi } = await import('#app/lib/pi-auth/sign-in-with-pi')
      const user = await signInWithPi(piSandbox)
      if (stayHere) return
      await navigate(user.role === 'ADMIN' ? paths.adminDashboard.root : paths.userDashboard.myArticles)
    } catch (error) {
      if (error instanceof Error && error.name === 'PiSdkMissingError') {
        pushNotice({ id: 'pi-sdk-missing', messageKey: 'auth.sdkMissing', tone: 'error' })
        return
      }
      // A wallet or backend login failure signs out with no message.
      console.error('Pi sign-in failed', error)
    }
  }

  return { signIn }
}
