import { ARTICLE_STATUSES, type ArticleStatus } from '@spotlight/shared/domain/enums'
import { PLAN_TYPES, type PlanType } from '@spotlight/shared/domain/plans'
import { REPORT_ACTIONS, type ReportAction } from '@spotlight/shared/domain/report-kinds'
import type { AuditEntry } from '@spotlight/shared/schemas/audit'
import { formatDateTime } from '#app/lib/format'
import { plural, type TFunction, type TranslationKey } from '#app/lib/i18n'
import type { Language } from '#app/lib/language'
import { articleStatusKey, planNameKey } from '#app/lib/labels'
import { actionKey } from '#app/lib/report-labels'

/**
 * The server stores each entry's "before → after" as one English line with status codes
 * (`PENDING_APPROVAL → PUBLISHED: Title`, `3 open report(s) → DISMISS`). Each action writes its line from
 * one fixed pattern, so the page reads the pattern back into its parts and says them in the admin's
 * language. A line no pattern knows (one written before a pattern changed) is shown as stored.
 */

type Say = { t: TFunction; language: Language }

const isArticleState = (code: string): code is ArticleStatus => (ARTICLE_STATUSES as readonly string[]).includes(code)

/** Reviews, replies, maker bios and verifications: the states their lines name. */
const STATE_KEYS: Record<string, TranslationKey> = {
  NEW: 'audit.states.new',
  PENDING: 'audit.states.pending',
  PUBLISHED: 'audit.states.published',
  HIDDEN: 'audit.states.hidden',
  hidden: 'audit.states.hidden',
  VERIFIED: 'audit.states.verified',
  FAILED: 'audit.states.failed',
  LAPSED: 'audit.states.lapsed',
  REVOKED: 'audit.states.revoked',
  ACTIVE: 'audit.states.active',
  CANCELLED: 'audit.states.cancelled',
  active: 'audit.states.accountActive',
  suspended: 'audit.states.suspended',
}

const TARGET_KEYS: Record<string, TranslationKey> = {
  ARTICLE: 'audit.targets.article',
  REVIEW: 'audit.targets.review',
  REPLY: 'audit.targets.reply',
  USER: 'audit.targets.account',
  CATEGORY: 'audit.targets.category',
  MAKER_BIO: 'audit.targets.makerBio',
  verification: 'audit.targets.verification',
}

/** A state's words; an article's are the dashboards' own. Unknown codes stay as written. */
function state(code: string, { t }: Say, isArticle = false): string {
  if (isArticle && isArticleState(code)) return t(articleStatusKey(code))
  const key = STATE_KEYS[code]
  return key ? t(key) : code
}

const count = (n: string, forms: { one: TranslationKey; other: TranslationKey }, { t, language }: Say) =>
  t(plural(language, Number(n), forms), { n: Number(n) })

const isPlan = (code: string): code is PlanType => (PLAN_TYPES as readonly string[]).includes(code)
const isReportAction = (code: string): code is ReportAction => (REPORT_ACTIONS as readonly string[]).includes(code)

type Pattern = { match: RegExp; say(parts: string[], say: Say): string | null }

const ARTICLE_MOVE: Pattern = {
  match: /^([A-Z_]+) → ([A-Z_]+): ([\s\S]*)$/,
  say: ([from, to, title], say) => `${state(from!, say, true)} → ${state(to!, say, true)}: ${title}`,
}

const REVIEW_MOVE: Pattern[] = [
  { match: /^([A-Z]+) → ([A-Z]+)$/, say: ([from, to], say) => `${state(from!, say)} → ${state(to!, say)}` },
  {
    match: /^reply ([A-Z]+) → ([A-Z]+)$/,
    say: ([from, to], say) => say.t('audit.summaries.reply', { change: `${state(from!, say)} → ${state(to!, say)}` }),
  },
  { match: /^reply → hidden$/, say: (_, say) => say.t('audit.summaries.reply', { change: state('hidden', say) }) },
]

const BIO_MOVE: Pattern = {
  match: /^@(\S+) bio ([A-Z]+) → ([A-Z]+)$/,
  say: ([username, from, to], say) =>
    say.t('audit.summaries.bio', { username: username!, change: `${state(from!, say)} → ${state(to!, say)}` }),
}

/** A verification's line names the maker and the host; a pending one waits for its token's check, not an admin. */
const verificationState = (code: string, say: Say) =>
  code === 'PENDING' ? say.t('audit.states.checkPending') : state(code, say)
const VERIFICATION_MOVE: Pattern = {
  match: /^(\S+) · (\S+): ([A-Z]+) → ([A-Z]+)$/,
  say: ([maker, host, from, to], say) =>
    `${maker} · ${host}: ${verificationState(from!, say)} → ${verificationState(to!, say)}`,
}

const PATTERNS: Record<AuditEntry['action'], Pattern[]> = {
  ARTICLE_APPROVE: [ARTICLE_MOVE],
  ARTICLE_REJECT: [ARTICLE_MOVE],
  ARTICLE_PUBLISH: [ARTICLE_MOVE],
  ARTICLE_UNPUBLISH: [ARTICLE_MOVE],
  // A category's line holds its names and slugs only: nothing to translate.
  CATEGORY_CREATE: [],
  CATEGORY_UPDATE: [],
  CATEGORY_DELETE: [],
  MAKER_BIO_APPROVE: [BIO_MOVE],
  MAKER_BIO_HIDE: [BIO_MOVE],
  PROMOTION_FREE_ACTIVATION: [
    {
      match: /^([A-Z_]+) → ACTIVE until (\S+)$/,
      say: ([plan, until], say) =>
        isPlan(plan!)
          ? say.t('audit.summaries.activeUntil', {
              plan: say.t(planNameKey(plan)),
              date: formatDateTime(until!, say.language),
            })
          : null,
    },
  ],
  PROMOTION_CANCEL: [
    {
      match: /^([A-Z_]+) ([A-Z]+) → ([A-Z]+)$/,
      say: ([plan, from, to], say) =>
        isPlan(plan!) ? `${say.t(planNameKey(plan))}: ${state(from!, say)} → ${state(to!, say)}` : null,
    },
  ],
  REPORT_DECISION: [
    {
      match: /^(\d+) open report\(s\) → ([A-Z_]+)$/,
      say: ([n, action], say) =>
        isReportAction(action!)
          ? `${count(n!, { one: 'audit.summaries.openReportsOne', other: 'audit.summaries.openReports' }, say)} → ${say.t(actionKey(action))}`
          : null,
    },
  ],
  REVIEW_APPROVE: REVIEW_MOVE,
  REVIEW_HIDE: REVIEW_MOVE,
  USER_SUSPEND: [
    {
      match: /^(active|suspended) → suspended; (\d+) article\(s\) hidden, (\d+) promotion\(s\) ended$/,
      say: ([from, hidden, ended], say) =>
        `${state(from!, say)} → ${state('suspended', say)}; ${count(hidden!, { one: 'audit.summaries.articlesHiddenOne', other: 'audit.summaries.articlesHidden' }, say)}, ${count(ended!, { one: 'audit.summaries.promotionsEndedOne', other: 'audit.summaries.promotionsEnded' }, say)}`,
    },
  ],
  USER_UNSUSPEND: [
    {
      match: /^suspended → active; (\d+) article\(s\) restored$/,
      say: ([restored], say) =>
        `${state('suspended', say)} → ${state('active', say)}; ${count(restored!, { one: 'audit.summaries.articlesRestoredOne', other: 'audit.summaries.articlesRestored' }, say)}`,
    },
  ],
  VERIFICATION_GRANT: [VERIFICATION_MOVE],
  VERIFICATION_REVOKE: [VERIFICATION_MOVE],
}

/** The entry's "before → after" in the admin's language; as stored when its line has no known pattern. */
export function auditSummary(entry: Pick<AuditEntry, 'action' | 'summary'>, t: TFunction, language: Language): string {
  for (const pattern of PATTERNS[entry.action] ?? []) {
    const found = pattern.match.exec(entry.summary)
    const said = found ? pattern.say(found.slice(1), { t, language }) : null
    if (said !== null) return said
  }
  return entry.summary
}

/** The kind of thing an entry is about, in words; a kind this page does not know stays as written. */
export function auditTargetType(targetType: string, t: TFunction): string {
  const key = TARGET_KEYS[targetType]
  return key ? t(key) : targetType
}
