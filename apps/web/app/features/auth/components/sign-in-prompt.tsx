import { useTranslation } from '#app/lib/i18n'
import { SignInButton } from './sign-in-button'

/** Shown instead of dashboard content when nobody is signed in. */
export function SignInPrompt() {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="sign-in-prompt-title"
      className="mx-auto max-w-lg rounded-2xl border border-violet-100 bg-white p-8 text-center shadow-sm"
      data-testid="sign-in-prompt"
    >
      <h1 id="sign-in-prompt-title" className="text-2xl font-bold text-slate-900">
        {t('access.promptTitle')}
      </h1>
      <p className="mt-3 text-slate-600">{t('access.promptBody')}</p>
      <SignInButton label="long" className="mt-6" stayHere />
    </section>
  )
}
