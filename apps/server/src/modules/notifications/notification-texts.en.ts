import type { NotificationCatalogue } from './notification-texts'

const quoted = (text: string) => `"${text}"`

const REASONS_EN: Record<string, string> = {
  SCAM: 'scam or phishing',
  BROKEN: 'broken app or link',
  MISLEADING: 'misleading',
  WRONG_CATEGORY: 'wrong category',
  OFFENSIVE: 'offensive',
  OTHER: 'other',
}
const OUTCOMES_EN: Record<string, string> = {
  DISMISS: 'an admin found nothing to act on.',
  UNPUBLISH: 'it was unpublished.',
  HIDE_REVIEW: 'the review was hidden.',
  SUSPEND_MAKER: 'its maker was suspended.',
}

/** English notification texts. */
export const en: NotificationCatalogue = {
  texts: {
    ARTICLE_APPROVED: (p) => ({ title: 'Article approved', body: `${quoted(p.articleTitle)} is published.` }),
    ARTICLE_REJECTED: (p) => ({
      title: 'Article rejected',
      body: `${quoted(p.articleTitle)} was rejected: ${p.reason}`,
    }),
    PAYMENT_COMPLETED: (p) => ({
      title: 'Payment completed',
      body: `Your payment of ${p.amount} Pi (${p.planType}) is complete.`,
    }),
    PROMOTION_STARTED: (p) =>
      p.renewed
        ? {
            title: 'Promotion renewed',
            body: `${quoted(p.articleTitle)} stays in the ${p.planType} until ${p.expiresAt}.`,
          }
        : {
            title: 'Promotion started',
            body: `${quoted(p.articleTitle)} is in the ${p.planType} until ${p.expiresAt}.`,
          },
    PROMOTION_ENDING: (p) => ({
      title: 'Your promotion ends in 3 days',
      body: `${quoted(p.articleTitle)} leaves the ${p.planType} on ${p.expiresAt}.`,
    }),
    PROMOTION_ENDED: (p) => ({
      title: 'Promotion ended',
      body: `${quoted(p.articleTitle)}: ${
        p.impressions && p.clicks && p.ctr
          ? `${p.impressions} impressions, ${p.clicks} clicks, CTR ${p.ctr}.`
          : 'No stats were recorded for it.'
      }`,
    }),
    SLOT_HELD: (p) => ({
      title: 'A slot is held for you',
      body: `A ${p.planType} slot${p.categorySlug ? ` (${p.categoryName || p.categorySlug})` : ''} is yours until ${p.heldUntil}.`,
    }),
    REVIEW_NEEDED: (p) => ({ title: 'Article to review', body: `${p.author} submitted ${quoted(p.articleTitle)}.` }),
    CONTACT_MESSAGE: (p) => ({ title: 'New contact message', body: `From ${p.name}.` }),
    REVIEW_RECEIVED: (p) => ({
      title: 'New review',
      body: `${p.reviewer} rated ${quoted(p.articleTitle)} ${p.stars} out of 5.`,
    }),
    REVIEW_REPLIED: (p) => ({
      title: 'Reply to your review',
      body: `${p.company} replied to your review of ${quoted(p.articleTitle)}.`,
    }),
    REVIEW_HIDDEN: (p) => ({
      title: p.what === 'REPLY' ? 'Your reply was hidden' : 'Your review was hidden',
      body: `${quoted(p.articleTitle)}: ${p.reason}`,
    }),
    FOLLOWED_NEWS: (p) =>
      p.count === '1'
        ? { title: `New from ${p.source}`, body: `${quoted(p.articleTitle)} is out on Spotlight.` }
        : {
            title: `${p.count} new articles you follow`,
            body: `The latest: ${quoted(p.articleTitle)} from ${p.source}.`,
          },
    REPORT_RECEIVED: (p) => ({
      title: 'New report',
      body: `${quoted(p.title)} was reported: ${REASONS_EN[p.reasonCode] ?? p.reasonCode}.`,
    }),
    REPORT_RESOLVED: (p) => ({
      title: 'Your report was reviewed',
      body: `${quoted(p.title)}: ${OUTCOMES_EN[p.outcome] ?? p.outcome} Thank you for reporting.`,
    }),
    ARTICLE_HIDDEN: (p) => ({
      title: 'Article hidden pending review',
      body: `${quoted(p.articleTitle)} was reported as a scam by several established accounts and is hidden until an admin reviews it.`,
    }),
    ARTICLE_UNPUBLISHED: (p) => ({
      title: 'Article unpublished',
      body: `${quoted(p.articleTitle)} was unpublished after reports: ${p.reason} Any active promotion of it has stopped; payments are non-refundable, as the terms state.`,
    }),
    ACCOUNT_SUSPENDED: (p) => ({
      title: 'Account suspended',
      body: `Your account is suspended: ${p.reason} Your articles are off the public pages and any active promotion of them has stopped; payments are non-refundable, as the terms state. You can still sign in and read your receipts.`,
    }),
    ACCOUNT_RESTORED: () => ({ title: 'Suspension lifted', body: 'Your account is in good standing again.' }),
    VERIFICATION_LAPSED: (p) => ({
      title: 'Verification lapsed',
      body: `Spotlight could not find your verification token at ${p.host} twice in a row, so the verified badge is removed. Publish the token again and run a check.`,
    }),
  },
}
