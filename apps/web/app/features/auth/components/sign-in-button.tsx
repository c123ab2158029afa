import { useFormStatus } from 'react-dom'
import { useTranslation } from '#app/lib/i18n'
import { Button, type ButtonSize, type ButtonVariant } from '#app/components/ui/button'
import { useSignIn } from '../hooks/use-sign-in'

type SignInButtonProps = {
  label?: 'short' | 'long'
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
  /** Sign in without leaving the page (the page itself is what the user wanted); see `useSignIn`. */
  stayHere?: boolean
}

/**
 * "Sign in" (or the longer label in the mobile menu); see `useSignIn` for what a tap does.
 *
 * A form action rather than a click handler: the server's HTML then carries React's small
 * script that holds a submit made before this part of the page has hydrated and replays it once
 * it has, so a tap on a slow phone in the page's first second signs in instead of doing nothing.
 */
export function SignInButton({ stayHere, ...props }: SignInButtonProps) {
  const { signIn } = useSignIn({ stayHere })
  return (
    <form action={signIn} className="contents">
      <SubmitButton {...props} />
    </form>
  )
}

function SubmitButton({ label = 'short', variant = 'primary', size, className }: SignInButtonProps) {
  const { t } = useTranslation()
  const { pending } = useFormStatus()
  return (
    <Button
      type="submit"
      variant={variant}
      size={size}
      className={className}
      disabled={pending}
      aria-busy={pending || undefined}
      data-testid="sign-in-button"
    >
      {pending ? t('auth.signingIn') : label === 'long' ? t('auth.signInWithPi') : t('auth.signIn')}
    </Button>
  )
}
