import { Card } from '#app/components/ui/card'
import { PageHeader } from '#app/components/ui/page-header'
import { useTranslation } from '#app/lib/i18n'
import { SignInButton } from './sign-in-button'

/** Shown instead of dashboard content when nobody is signed in. */
export function SignInPrompt() {
  const { t } = useTranslation()
  return (
    <Card
      as="section"
      aria-labelledby="sign-in-prompt-title"
      padding="spacious"
      className="mx-auto max-w-lg text-center"
      data-testid="sign-in-prompt"
    >
      <PageHeader
        id="sign-in-prompt-title"
        size="prompt"
        title={t('access.promptTitle')}
        intro={t('access.promptBody')}
      />
      <SignInButton label="long" className="mt-6" stayHere />
    </Card>
  )
}
