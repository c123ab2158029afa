import type { FollowTarget } from '../api/set-follow'

/** The server's answer to the follow button's HTML form (apps/server/src/modules/follows/follow-form.routes.ts). */
export const FOLLOW_FORM_PATH = '/follow'

/** The query parameters that form's answer adds to the page it sends the reader back to. */
const OUTCOMES = {
  followed: 'followed',
  unfollowed: 'unfollowed',
  follow_self: 'self',
  follow_failed: 'failed',
} as const

export type FollowOutcome = (typeof OUTCOMES)[keyof typeof OUTCOMES]

/** What the form did to `target`, as the address says (`?followed=makers/mia`), or null. */
export function followOutcome(search: URLSearchParams, target: FollowTarget): FollowOutcome | null {
  const named = `${target.kind}/${target.id}`
  for (const [parameter, outcome] of Object.entries(OUTCOMES)) if (search.get(parameter) === named) return outcome
  return null
}

/** This page's path and query without a previous answer's outcome: where the form sends the reader back. */
export function withoutFollowOutcome(pathname: string, search: string): string {
  const query = new URLSearchParams(search)
  for (const parameter of Object.keys(OUTCOMES)) query.delete(parameter)
  const rest = query.toString()
  return rest ? `${pathname}?${rest}` : pathname
}

/** `next` with the form's outcome for `target`, as the server's answer to the form writes it. */
export function withFollowOutcome(next: string, target: FollowTarget, outcome: 'followed' | 'unfollowed'): string {
  const [path = '/', query = ''] = next.split('?')
  const search = new URLSearchParams(withoutFollowOutcome(path, `?${query}`).split('?')[1] ?? '')
  search.set(outcome, `${target.kind}/${target.id}`)
  return `${path}?${search}`
}
