import {
  actionForRequestedStatus,
  isLockedFor,
  nextArticleStatus,
  type ArticleAction,
} from '@spotlight/shared/domain/article-status'
import type { ArticleStatus, Role } from '@spotlight/shared/domain/enums'
import type { MediaOrigins } from '@spotlight/shared/html/allow-list'
import type {
  Article,
  ArticleHeldSlot,
  ArticleInput,
  ArticleReview,
  PendingQueuePage,
} from '@spotlight/shared/schemas/articles'
import { isPerCategoryPlan } from '@spotlight/shared/domain/plans'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import { recordAudit } from '#src/modules/audit/audit.service'
import { screenLongText } from '#src/modules/screening/screening.service'
import { createUsersService } from '#src/modules/auth/users.service'
import { createCategoriesService } from '#src/modules/categories/categories.service'
import { getPublicationCredits, spendPublicationCredit } from '#src/modules/credits/credits.service'
import {
  raiseForAdmins,
  raiseNotification,
  resolveReviewNeeded,
} from '#src/modules/notifications/notifications.service'
import { inlineSanitizer, prepareArticleValues } from './article-input'
import { createArticleTrustService } from './article-trust.service'
import { type ArticleRow, type ArticleValues, createArticleWritesRepository } from './article-writes.repository'
import { toArticleDto } from './articles.dto'
import type { ContentSanitizer } from './sanitize-content-pool'
import type { ArticlePromotionReads } from './articles.service'

export type Author = { userId: number; role: Role }
export type OwnList = 'drafts' | 'pending' | 'published' | 'rejected'

const LIST_STATUS: Record<OwnList, ArticleStatus | ArticleStatus[]> = {
  drafts: 'DRAFT',
  pending: 'PENDING_APPROVAL',
  // A published article hidden pending a decision (reports, a suspension) stays in its author's list.
  published: ['PUBLISHED', 'HIDDEN'],
  rejected: 'REJECTED',
}

export type ArticleAuthoringDeps = {
  db: Db
  /**
   * The plans shown on an article, read through the promotions service (wired by app.ts), and the end of
   * its promotions when an admin takes it off the public pages.
   */
  promotions: Pick<ArticlePromotionReads, 'listActivePlansFor'> & ArticlePromotionEnds & ArticleSlotHolds
  mediaOrigins?: MediaOrigins
  now?: () => Date
  /** Where article bodies are checked and sanitised: the app passes its worker pool; inline otherwise. */
  sanitizer?: Pick<ContentSanitizer, 'run'>
  /**
   * Called after an article is deleted, with the deleted row. The media module will remove its files
   * here (header image, promo video, body images); a no-op until then.
   */
  onArticleDeleted?: (article: ArticleRow) => Promise<void>
  /**
   * Called in the transaction that makes an article published, whoever published it (an approval, an
   * admin's own article): its followers are told through it (wired by app.ts to the follows module).
   */
  onPublished?: (tx: Db, article: ArticleRow) => Promise<void>
  /** Called once that transaction has committed (the followers' news goes out at once on this instance). */
  afterPublished?: () => void
  /** Called after a write to an article that is or was public (the public read cache drops what shows it). */
  onPublicChange?: (articleId: number) => void
}

/** The slider slots held for a maker now (waiting-list holds), which My Articles shows on the articles that could take them. */
export type ArticleSlotHolds = {
  listHeldSlots(userId: number, at: Date): Promise<ArticleHeldSlot[]>
}

/**
 * What a takedown asks of the promotions module: end the article's promotions in the caller's transaction
 * (no refund; reservations released, the slots passed to the waiting lines), then say the sliders changed.
 */
export type ArticlePromotionEnds = {
  stopAllOf(articleIds: readonly number[], trx: Db): Promise<unknown>
  announceChange(): void
}

/**
 * Whether an article could take a slot held for its maker, as buying it requires: published, in the
 * slider's category for a per-category plan, and without that plan in force.
 */
function mayTake(article: Article, hold: ArticleHeldSlot): boolean {
  if (article.status !== 'PUBLISHED') return false
  if (isPerCategoryPlan(hold.planType) && article.category?.slug !== hold.categorySlug) return false
  return !article.activePlans.some((plan) => plan.planType === hold.planType)
}

/**
 * An admin taking a published (or hidden) article back to draft takes it off the public pages until it
 * is published again: its promotions end as at any other takedown.
 */
const isTakenBack = (from: ArticleStatus, to: ArticleStatus | undefined) =>
  to === 'DRAFT' && (from === 'PUBLISHED' || from === 'HIDDEN')

const CREDIT_REQUIRED = () => new AppError('ARTICLE_CREDIT_REQUIRED', 'You need to subscribe to create an article.')
const NOT_FOUND = () => new AppError('ARTICLE_NOT_FOUND', 'Article not found')
const LOCKED = () => new AppError('ARTICLE_LOCKED', 'A published article can no longer be edited.')
const CHANGED = () => new AppError('ARTICLE_INVALID_TRANSITION', 'The article changed meanwhile. Reload and try again.')

function refuseTransition(action: ArticleAction): AppError {
  const messages: Record<ArticleAction, string> = {
    APPROVE: 'Only an article awaiting approval can be approved.',
    REJECT: 'Only an article awaiting approval can be rejected.',
    SUBMIT: 'This article cannot be submitted for approval now.',
    SAVE_DRAFT: 'This article cannot be saved as a draft now.',
  }
  return new AppError('ARTICLE_INVALID_TRANSITION', messages[action])
}

/** Owners act on their own articles, admins on all; anyone else is refused (403). */
function assertMayWrite(row: ArticleRow | null, author: Author): asserts row is ArticleRow {
  if (!row) throw NOT_FOUND()
  if (author.role !== 'ADMIN' && row.ownerId !== author.userId)
    throw new AppError('FORBIDDEN', 'You can only change your own articles.')
}

/** The next status for this author, or the right 409: locked for a published article, invalid otherwise. */
function decide(from: ArticleStatus | null, action: ArticleAction, author: Author): ArticleStatus {
  if (from && isLockedFor(from, author.role)) throw LOCKED()
  const next = nextArticleStatus(from, action, author.role)
  if (!next) throw refuseTransition(action)
  return next
}

/** Leaving REJECTED for review or publication clears the reason; staying rejected keeps it visible. */
function reasonFor(next: ArticleStatus, current: string | null): string | null {
  return next === 'REJECTED' ? current : null
}

/**
 * The review's fields: entering review stamps the submission (and clears an old decision) and keeps
 * the reason a resubmission answers (the admin's review shows both); leaving review for a verdict
 * stamps the decision (the admin overview's moderation figures). Any other move leaves them as they were.
 */
function reviewFieldsFor(next: ArticleStatus, row: Pick<ArticleRow, 'status' | 'rejectionReason'> | null, at: Date) {
  const from = row?.status ?? null
  if (next === 'PENDING_APPROVAL' && from !== 'PENDING_APPROVAL') {
    return {
      submittedAt: at,
      decidedAt: null,
      ...(from === 'REJECTED' ? { previousRejectionReason: row?.rejectionReason ?? null } : {}),
    }
  }
  if (from === 'PENDING_APPROVAL' && (next === 'PUBLISHED' || next === 'REJECTED')) return { decidedAt: at }
  return {}
}

/** The audit trail's name for an admin's status move, or null for a move that is not moderation (saving a draft). */
function auditedAction(from: ArticleStatus | null, to: ArticleStatus) {
  if (from === to) return null
  if (from === 'PENDING_APPROVAL' && to === 'PUBLISHED') return 'ARTICLE_APPROVE' as const
  if (from === 'PENDING_APPROVAL' && to === 'REJECTED') return 'ARTICLE_REJECT' as const
  if (to === 'PUBLISHED') return 'ARTICLE_PUBLISH' as const
  if (from === 'PUBLISHED' || from === 'HIDDEN') return 'ARTICLE_UNPUBLISH' as const
  return null
}

/** An admin's moderation move, in the write's transaction. */
async function auditMove(tx: Db, author: Author, from: ArticleStatus | null, row: ArticleRow) {
  const action = author.role === 'ADMIN' ? auditedAction(from, row.status) : null
  if (!action) return
  await recordAudit(tx, {
    actorId: author.userId,
    action,
    targetType: 'ARTICLE',
    targetId: row.id,
    summary: `${from ?? 'NEW'} → ${row.status}: ${row.title}`,
    reason: row.status === 'REJECTED' ? row.rejectionReason : null,
  })
}

/**
 * Screened when it goes to review: what the rules found (or nothing), kept for the admin's review.
 * Every text a reader sees is screened, the app's link above all: it is where the article sends them.
 */
async function screeningFor(
  next: ArticleStatus,
  values: Pick<ArticleValues, 'title' | 'description' | 'company' | 'app'> & {
    content?: string | undefined
    appUrl?: string | null | undefined
  },
) {
  if (next !== 'PENDING_APPROVAL') return {}
  const { title, description, content, company, app, appUrl } = values
  return { screeningFindings: await screenLongText(title, description, content, company, app, appUrl) }
}

export function createArticleAuthoringService(deps: ArticleAuthoringDeps) {
  const {
    db,
    promotions,
    mediaOrigins = {},
    now = () => new Date(),
    onArticleDeleted = async () => {},
    sanitizer = inlineSanitizer,
  } = deps
  const onPublicChange = deps.onPublicChange ?? (() => {})
  const onPublished = deps.onPublished ?? (async () => {})
  const afterPublished = deps.afterPublished ?? (() => {})
  const becamePublished = (from: ArticleStatus | null, to: ArticleStatus) => to === 'PUBLISHED' && from !== 'PUBLISHED'
  const wasOrIsPublic = (...statuses: string[]) => statuses.includes('PUBLISHED')
  const repo = createArticleWritesRepository(db)
  const categories = createCategoriesService({ db })
  const users = createUsersService({ db })

  /**
   * The notifications a status change raises, in the write's transaction (so one exists exactly when
   * its change does): a submission
   * tells every admin; a verdict tells the owner (not an admin who decided on their own article).
   */
  async function notifyStatusChange(tx: Db, from: ArticleStatus | null, row: ArticleRow, author: Author) {
    const at = now()
    if (becamePublished(from, row.status)) await onPublished(tx, row)
    if (row.status === 'PENDING_APPROVAL' && from !== 'PENDING_APPROVAL') {
      const owner = await createUsersService({ db: tx }).findById(row.ownerId)
      await raiseForAdmins(tx, {
        type: 'REVIEW_NEEDED',
        articleId: row.id,
        params: { articleTitle: row.title, author: owner?.username ?? '' },
        at,
      })
      return
    }
    if (from !== 'PENDING_APPROVAL') return
    // Decided (or taken back): nothing is left for any admin to review.
    await resolveReviewNeeded(tx, row.id, at)
    if (row.ownerId === author.userId) return
    if (row.status === 'PUBLISHED') {
      await raiseNotification(tx, {
        type: 'ARTICLE_APPROVED',
        userId: row.ownerId,
        articleId: row.id,
        params: { articleTitle: row.title },
        at,
      })
    } else if (row.status === 'REJECTED') {
      await raiseNotification(tx, {
        type: 'ARTICLE_REJECTED',
        userId: row.ownerId,
        articleId: row.id,
        params: { articleTitle: row.title, reason: row.rejectionReason ?? '' },
        at,
      })
    }
  }

  async function toDto(row: ArticleRow): Promise<Article> {
    const category = row.categoryId ? await categories.findById(row.categoryId) : null
    const plans = await promotions.listActivePlansFor([row.id], now())
    return toArticleDto(row, category ? { name: category.name, slug: category.slug } : null, plans)
  }

  /** List rows as Articles, with each one's plans in force. */
  async function listDtos(rows: Awaited<ReturnType<typeof repo.listByStatus>>): Promise<Article[]> {
    const plans = await promotions.listActivePlansFor(
      rows.map((row) => row.article.id),
      now(),
    )
    return rows.map((row) =>
      toArticleDto(
        row.article,
        row.category,
        plans.filter((plan) => plan.articleId === row.article.id),
        undefined,
        row.rating,
      ),
    )
  }

  /**
   * One page of the admins' review queue: every author's articles awaiting approval, flagged by the
   * scam screening first, then the longest waiting; with how many await review in all.
   */
  async function pendingQueue({ limit, cursor }: PendingQueuePage) {
    const [rows, total] = await Promise.all([repo.listPendingQueue(limit + 1, cursor), repo.countPending()])
    const page = rows.slice(0, limit)
    const last = page.at(-1)?.article
    const nextCursor = rows.length > limit && last ? `${last.screeningFindings.length > 0 ? 1 : 0}-${last.id}` : null
    return { items: await listDtos(page), nextCursor, total }
  }

  /** Moves an article along the state machine with a write that fails if another request moved it first. */
  async function move(author: Author, id: number, action: ArticleAction, extra: { rejectionReason?: string } = {}) {
    const row = await repo.findById(id)
    assertMayWrite(row, author)
    const next = decide(row.status, action, author)
    const rejectionReason = extra.rejectionReason ?? reasonFor(next, row.rejectionReason)
    // A draft sent for review as it is was never screened (a draft is screened when it goes to review).
    const screening = await screeningFor(next, row)
    return writeOver(row, author, {
      status: next,
      rejectionReason,
      ...screening,
      ...reviewFieldsFor(next, row, now()),
    })
  }

  /**
   * Writes `fields` over `row` if it still has the status it was read with (else 409), tells whom the
   * change concerns in the same transaction, and drops the public reads it changed.
   */
  async function writeOver(row: ArticleRow, author: Author, fields: Partial<ArticleValues>) {
    const updated = await db.transaction(async (tx) => {
      // Whoever publishes (an approval, an admin's edit or re-publish), a suspended maker's article stays off.
      if (fields.status && becamePublished(row.status, fields.status))
        await createArticleTrustService({ db: tx }).assertMayPublish(row.ownerId)
      const written = await createArticleWritesRepository(tx).updateArticle(row.id, row.status, fields)
      // A slot must not stay taken by an article nobody can see (as a report's or a suspension's takedown).
      if (written && isTakenBack(row.status, written.status)) await promotions.stopAllOf([row.id], tx)
      if (written) await notifyStatusChange(tx, row.status, written, author)
      if (written) await auditMove(tx, author, row.status, written)
      return written
    })
    if (!updated) throw CHANGED()
    if (wasOrIsPublic(row.status, updated.status)) onPublicChange(row.id)
    if (isTakenBack(row.status, updated.status)) promotions.announceChange()
    if (becamePublished(row.status, updated.status)) afterPublished()
    return toDto(updated)
  }

  return {
    /**
     * Creates an article. A non-admin spends one publication credit, bound to this article in the same
     * transaction (402 without one); an admin needs none. The stored status follows the state machine.
     * The cheap refusals (transition, no credit) come before the body is sanitised, so a user without
     * a credit cannot make the server sanitise anything; the spend in the transaction stays the rule.
     */
    async create(author: Author, input: ArticleInput): Promise<Article> {
      const status = decide(null, actionForRequestedStatus(input.status), author)
      const credits = await getPublicationCredits(db, author)
      if (!credits.unlimited && credits.available === 0) throw CREDIT_REQUIRED()
      const values = await prepareArticleValues(input, { categories, mediaOrigins, sanitizer })
      const screening = await screeningFor(status, values)
      const row = await db.transaction(async (tx) => {
        const insert = () =>
          createArticleWritesRepository(tx).insertArticle({
            ...values,
            ...screening,
            ownerId: author.userId,
            status,
            ...reviewFieldsFor(status, null, now()),
          })
        const created =
          author.role === 'ADMIN' ? await insert() : await spendPublicationCredit(tx, author.userId, insert, now())
        await notifyStatusChange(tx, null, created, author)
        await auditMove(tx, author, null, created)
        return created
      })
      if (wasOrIsPublic(row.status)) onPublicChange(row.id)
      if (becamePublished(null, row.status)) afterPublished()
      return toDto(row)
    },

    /** Replaces the article's fields; editing never needs another credit. */
    async update(author: Author, id: number, input: ArticleInput): Promise<Article> {
      const row = await repo.findById(id)
      assertMayWrite(row, author)
      const next = decide(row.status, actionForRequestedStatus(input.status), author)
      const values = await prepareArticleValues(input, { categories, mediaOrigins, sanitizer })
      return writeOver(row, author, {
        ...values,
        ...(await screeningFor(next, values)),
        status: next,
        rejectionReason: reasonFor(next, row.rejectionReason),
        ...reviewFieldsFor(next, row, now()),
      })
    },

    submit: (author: Author, id: number) => move(author, id, 'SUBMIT'),
    /** A flagged article is published only with the admin's confirmation (`confirmFlagged`). */
    async approve(admin: Author, id: number, confirmFlagged = false) {
      const row = await repo.findById(id)
      if (row && row.screeningFindings.length > 0 && !confirmFlagged)
        throw new AppError(
          'ARTICLE_SCREENING_UNCONFIRMED',
          'The scam screening flagged this article: confirm to publish it anyway.',
        )
      return move(admin, id, 'APPROVE')
    },
    reject: (admin: Author, id: number, reason: string) => move(admin, id, 'REJECT', { rejectionReason: reason }),

    /**
     * Deletes an article in any state (owner or admin); its promotions go with it. The publication
     * credit stays spent: paid is paid (docs/decisions/0003-publication-credits.md).
     */
    async remove(author: Author, id: number): Promise<void> {
      const row = await repo.findById(id)
      assertMayWrite(row, author)
      // A pending article deleted leaves nothing to review (its notifications lose their article id).
      if (row.status === 'PENDING_APPROVAL') await resolveReviewNeeded(db, id, now())
      const deleted = await repo.deleteArticle(id)
      if (deleted && wasOrIsPublic(row.status)) onPublicChange(id)
      if (deleted) await onArticleDeleted(deleted)
    },

    /** An article in any state as an admin reviews it: the article, its author and its review history. */
    async review(id: number): Promise<ArticleReview> {
      const row = await repo.findById(id)
      if (!row) throw NOT_FOUND()
      const owner = await users.findById(row.ownerId)
      return {
        article: await toDto(row),
        authorUsername: owner?.username ?? '',
        submittedAt: row.submittedAt?.toISOString() ?? null,
        previousRejectionReason: row.previousRejectionReason,
        screening: { flagged: row.screeningFindings.length > 0, findings: row.screeningFindings },
      }
    },

    /** The author's own list; admins see every article awaiting approval, to moderate them. */
    async listOwn(author: Author, list: OwnList): Promise<Article[]> {
      if (list === 'pending' && author.role === 'ADMIN') return (await pendingQueue({ limit: 50 })).items
      const articles = await listDtos(await repo.listByStatus(LIST_STATUS[list], author.userId))
      if (list !== 'published') return articles
      // A slot held for the maker is theirs to buy for 24 hours: each article that could take it says so
      // in My Articles, where they come back to pay, without opening the slider's dialog first.
      const holds = await promotions.listHeldSlots(author.userId, now())
      return articles.map((article) => ({ ...article, heldSlots: holds.filter((hold) => mayTake(article, hold)) }))
    },

    pendingQueue,
  }
}
export type ArticleAuthoringService = ReturnType<typeof createArticleAuthoringService>
