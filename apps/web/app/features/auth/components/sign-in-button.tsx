import { useTranslation } from '#app/lib/i18n'
import { Button, type ButtonVariant } from '#app/components/ui/button'
import { useSignIn } from '../hooks/use-sign-in'

/** "Sign in" (or the longer label in the mobile menu); see `useSignIn` for what a click does. */
export function SignInButton({
  label = 'short',
  variant = 'primary',
  className,
}: {
  label?: 'short' | 'long'
  variant?: ButtonVariant
  className?: string
}) {
  const { t } = useTranslation()
  const { signIn, isPending } = useSignIn()

  return (
    <Button
      variant={variant}
      className={className}
      onClick={() => void signIn()}
      disabled={isPending}
      aria-busy={isPending || undefined}
      data-testid="sign-in-button"
    >
      {isPending ? t('auth.signingIn') : label === 'long' ? t('auth.signInWithPi') : t('auth.signIn')}
    </Button>
  )
}
