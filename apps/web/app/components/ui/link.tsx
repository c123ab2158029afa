import {
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type FormProps,
  type LinkProps,
  type NavLinkProps,
  type To,
} from 'react-router'
import { languagePath } from '#app/config/paths'
import { useTranslation } from '#app/lib/i18n'
import type { Language } from '#app/lib/language'

/** A link target at the page language's address when it is a public page (`/es/articles/12` on a Spanish page). */
function localized(to: To, language: Language): To {
  if (typeof to === 'string') return languagePath(language, to)
  return to.pathname === undefined ? to : { ...to, pathname: languagePath(language, to.pathname) }
}

/** React Router's Link, keeping the reader in their language's addresses. */
export function Link({ to, ...props }: LinkProps) {
  const { i18n } = useTranslation()
  return <RouterLink to={localized(to, i18n.language)} {...props} />
}

/** React Router's NavLink, keeping the reader in their language's addresses. */
export function NavLink({ to, ...props }: NavLinkProps) {
  const { i18n } = useTranslation()
  return <RouterNavLink to={localized(to, i18n.language)} {...props} />
}

/** React Router's Form, posting or getting at the page language's address of a public page (the search). */
export function Form({ action, ...props }: FormProps) {
  const { i18n } = useTranslation()
  return <RouterForm action={action === undefined ? undefined : languagePath(i18n.language, action)} {...props} />
}
