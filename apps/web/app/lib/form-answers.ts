import { FORM_ANSWERS } from '@spotlight/shared/domain/html-forms'

/** This page's path and query without any form's answer: where a form sends the reader back. */
export function withoutFormAnswers(pathname: string, search: string): string {
  const query = new URLSearchParams(search)
  for (const name of FORM_ANSWERS) query.delete(name)
  const rest = query.toString()
  return rest ? `${pathname}?${rest}` : pathname
}
