import type { ArticleStatus, Role } from './enums'

/**
 * What an author or moderator asks for. `SAVE_DRAFT` and `SUBMIT` come from the form (body status
 * DRAFT, or PENDING_APPROVAL/PUBLISHED) or from PUT /submit; `APPROVE` and `REJECT` are admin only.
 */
export type ArticleAction = 'SAVE_DRAFT' | 'SUBMIT' | 'APPROVE' | 'REJECT'

/** The stored status a body's `status` asks for: DRAFT saves, anything else submits. */
export function actionForRequestedStatus(status: 'DRAFT' | 'PENDING_APPROVAL' | 'PUBLISHED'): ArticleAction {
  return status === 'DRAFT' ? 'SAVE_DRAFT' : 'SUBMIT'
}

type Transitions = Partial<Record<ArticleAction, { USER: ArticleStatus | null; ADMIN: ArticleStatus | null }>>

const submitTo = { USER: 'PENDING_APPROVAL', ADMIN: 'PUBLISHED' } as const

/**
 * The moderation state machine. `null` as the source is a new article. A cell that is missing or
 * null is refused. Admin submissions publish at once; a non-admin never reaches PUBLISHED by writing.
 */
export const ARTICLE_TRANSITIONS: Record<ArticleStatus | 'NEW', Transitions> = {
  NEW: { SAVE_DRAFT: { USER: 'DRAFT', ADMIN: 'DRAFT' }, SUBMIT: submitTo },
  DRAFT: { SAVE_DRAFT: { USER: 'DRAFT', ADMIN: 'DRAFT' }, SUBMIT: submitTo },
  // Saving a draft of an article in review takes it out of review; submitting again keeps it there.
  PENDING_APPROVAL: {
    SAVE_DRAFT: { USER: 'DRAFT', ADMIN: 'DRAFT' },
    SUBMIT: submitTo,
    APPROVE: { USER: null, ADMIN: 'PUBLISHED' },
    REJECT: { USER: null, ADMIN: 'REJECTED' },
  },
  // A rejected article stays in the rejected list (with its reason) while it is fixed, until resubmitted.
  REJECTED: { SAVE_DRAFT: { USER: 'REJECTED', ADMIN: 'REJECTED' }, SUBMIT: submitTo },
  // Published is locked for authors; an admin may edit it or take it back to draft.
  PUBLISHED: { SAVE_DRAFT: { USER: null, ADMIN: 'DRAFT' }, SUBMIT: { USER: null, ADMIN: 'PUBLISHED' } },
  // Off the public pages pending a decision (reports, a suspension): locked for its author like a published one.
  HIDDEN: { SAVE_DRAFT: { USER: null, ADMIN: 'DRAFT' }, SUBMIT: { USER: null, ADMIN: 'PUBLISHED' } },
}

/** The status an action leads to, or null when the state machine refuses it. */
export function nextArticleStatus(from: ArticleStatus | null, action: ArticleAction, role: Role): ArticleStatus | null {
  return ARTICLE_TRANSITIONS[from ?? 'NEW'][action]?.[role] ?? null
}

/** A non-admin may no longer change a published article (its public page is what was approved). */
export function isLockedFor(status: ArticleStatus, role: Role): boolean {
  return (status === 'PUBLISHED' || status === 'HIDDEN') && role !== 'ADMIN'
}

/** Actions the web can offer for an article in this state (buttons to show). */
export function availableArticleActions(from: ArticleStatus | null, role: Role): ArticleAction[] {
  const actions: ArticleAction[] = ['SAVE_DRAFT', 'SUBMIT', 'APPROVE', 'REJECT']
  return actions.filter((action) => nextArticleStatus(from, action, role) !== null)
}

/** A button of an article's row in the dashboard lists. */
export type DashboardArticleAction = 'EDIT' | 'APPROVE' | 'REJECT' | 'DELETE'

/**
 * The dashboard lists' buttons for an article, from what the state machine allows: a moderator
 * approves or rejects an article in review (instead of deleting it); an article that saving leaves
 * where it is (a draft, a rejected article being fixed) can be edited; any other can be deleted.
 */
export function dashboardArticleActions(status: ArticleStatus, role: Role): DashboardArticleAction[] {
  const actions = availableArticleActions(status, role)
  if (actions.includes('APPROVE')) return ['APPROVE', 'REJECT']
  const isEditable = nextArticleStatus(status, 'SAVE_DRAFT', role) === status
  return isEditable ? ['EDIT', 'DELETE'] : ['DELETE']
}
