import {
  ArticleListSchema,
  ArticleReviewSchema,
  ArticleSchema,
  FeaturedArticleSchema,
  PromotedSlidesSchema,
  PublicArticleListItemSchema,
  PublicationCreditsSchema,
} from '@spotlight/shared/schemas/articles'
import { MeSchema, OkSchema, SessionUserSchema } from '@spotlight/shared/schemas/auth'
import { AdminCategorySchema, CategorySchema } from '@spotlight/shared/schemas/categories'
import { ContactMessageSchema, ContactSentSchema } from '@spotlight/shared/schemas/contact'
import { CloudinarySignatureSchema, MediaConfigSchema, MediaSchema } from '@spotlight/shared/schemas/media'
import { FollowsSchema, FollowStateSchema } from '@spotlight/shared/schemas/follows'
import { ReportSchema } from '@spotlight/shared/schemas/reports'
import {
  AdminMakerBioListSchema,
  AdminMakerBioSchema,
  MakerProfileSchema,
  OwnMakerProfileSchema,
} from '@spotlight/shared/schemas/makers'
import {
  AccountLanguageSchema,
  MarkReadResultSchema,
  NotificationListSchema,
} from '@spotlight/shared/schemas/notifications'
import { MyPaymentSchema } from '@spotlight/shared/schemas/payment-history'
import {
  ActivatePlanResponseSchema,
  ActivePlanSchema,
  ApprovePaymentResponseSchema,
  CompletePaymentResponseSchema,
  CreatePaymentResponseSchema,
  PaymentStatusSchema,
  PlanPricesSchema,
  RenewablePromotionsSchema,
  SlotInfoSchema,
  WaitlistJoinedSchema,
  WaitlistPlacesSchema,
} from '@spotlight/shared/schemas/payments'
import {
  AdminReplyListSchema,
  AdminReplySchema,
  AdminReviewListSchema,
  AdminReviewSchema,
  ArticleRatingSchema,
  HelpfulStateSchema,
  MyReviewSchema,
  ReviewListSchema,
  ReviewSchema,
} from '@spotlight/shared/schemas/reviews'
import { RelatedArticleSchema, SearchResultSchema, SearchSuggestionSchema } from '@spotlight/shared/schemas/search'
import {
  CreatedSessionLinkSchema,
  SessionLinkSchema,
  SessionLinkStatusSchema,
} from '@spotlight/shared/schemas/session-links'
import {
  AdminOverviewSchema,
  ArticleStatsSchema,
  ArticlesStatsSchema,
  ReachSchema,
} from '@spotlight/shared/schemas/stats'
import { SuspendedAccountsSchema, SuspensionSchema, SuspensionStateSchema } from '@spotlight/shared/schemas/suspension'
import {
  AdminVerificationSchema,
  OwnVerificationsSchema,
  StartedVerificationSchema,
  VerificationCheckResultSchema,
} from '@spotlight/shared/schemas/verifications'
import type { z } from 'zod'
import type { Parser } from '#app/lib/api-client'

/**
 * What our server answers on success, per endpoint the web calls: the shared zod schema its route
 * declares (null: no body, a 204). Test stubs of our API are checked against it (support.ts
 * `stubApi`), so a stub cannot drift from the server's contract. `:name` is one path segment.
 */
export const apiContract = {
  'GET /api/articles': PublicArticleListItemSchema.array(),
  'GET /api/articles/featured': FeaturedArticleSchema.array(),
  'GET /api/articles/promoted-slides': PromotedSlidesSchema,
  'GET /api/articles/promoted-slides/category/:slug': PromotedSlidesSchema,
  'GET /api/articles/category/:slug': PublicArticleListItemSchema.array(),
  'GET /api/articles/published': ArticleListSchema,
  'GET /api/articles/drafts': ArticleListSchema,
  'GET /api/articles/pending': ArticleListSchema,
  'GET /api/articles/rejected': ArticleListSchema,
  'GET /api/articles/:id': ArticleSchema,
  'GET /api/articles/:id/review': ArticleReviewSchema,
  'GET /api/articles/:id/reviews': ReviewListSchema,
  'GET /api/articles/:id/rating': ArticleRatingSchema,
  'GET /api/articles/:id/reviews/mine': MyReviewSchema,
  'PUT /api/articles/:id/reviews/mine': MyReviewSchema,
  'DELETE /api/articles/:id/reviews/mine': null,
  'PUT /api/reviews/:id/reply': ReviewSchema,
  'DELETE /api/reviews/:id/reply': null,
  'PUT /api/reviews/:id/helpful': HelpfulStateSchema,
  'DELETE /api/reviews/:id/helpful': HelpfulStateSchema,
  'GET /api/admin/reviews': AdminReviewListSchema,
  'POST /api/admin/reviews/:id/decision': AdminReviewSchema,
  'GET /api/admin/review-replies': AdminReplyListSchema,
  'POST /api/admin/review-replies/:id/decision': AdminReplySchema,
  'GET /api/admin/maker-bios': AdminMakerBioListSchema,
  'POST /api/admin/maker-bios/:username/decision': AdminMakerBioSchema,
  'POST /api/articles': ArticleSchema,
  'PUT /api/articles/:id': ArticleSchema,
  'PUT /api/articles/:id/approve': ArticleSchema,
  'PUT /api/articles/:id/reject': ArticleSchema,
  'DELETE /api/articles/:id': null,
  'GET /api/categories': CategorySchema.array(),
  'GET /api/makers/me': OwnMakerProfileSchema,
  'PUT /api/makers/me': OwnMakerProfileSchema,
  'GET /api/makers/:username': MakerProfileSchema,
  'GET /api/follows': FollowsSchema,
  'PUT /api/follows/makers/:username': FollowStateSchema,
  'DELETE /api/follows/makers/:username': FollowStateSchema,
  'PUT /api/follows/categories/:slug': FollowStateSchema,
  'DELETE /api/follows/categories/:slug': FollowStateSchema,
  'POST /api/verifications': StartedVerificationSchema,
  'GET /api/verifications/mine': OwnVerificationsSchema,
  'POST /api/verifications/:id/check': VerificationCheckResultSchema,
  'GET /api/admin/verifications': AdminVerificationSchema.array(),
  'POST /api/admin/verifications': AdminVerificationSchema,
  'DELETE /api/admin/verifications/:id': AdminVerificationSchema,
  'GET /api/categories/admin': AdminCategorySchema.array(),
  'GET /api/categories/slug/:slug': CategorySchema,
  'POST /api/categories': CategorySchema,
  'PUT /api/categories/:id': CategorySchema,
  'DELETE /api/categories/:id': null,
  'GET /api/credits/me': PublicationCreditsSchema,
  'GET /api/media/config': MediaConfigSchema,
  'POST /api/media': MediaSchema,
  'GET /api/cloudinary-signature': CloudinarySignatureSchema,
  'POST /api/media/cloudinary': MediaSchema,
  'DELETE /api/cleanup/:publicId': null,
  'DELETE /api/cleanup/video/:publicId': null,
  'GET /api/notifications': NotificationListSchema,
  'POST /api/notifications/read': MarkReadResultSchema,
  'GET /api/account/language': AccountLanguageSchema,
  'PUT /api/account/language': AccountLanguageSchema,
  'POST /api/contact': ContactSentSchema,
  'POST /api/reports': ReportSchema,
  'GET /api/contact-messages': ContactMessageSchema.array(),
  'PUT /api/contact-messages/:id/handled': ContactMessageSchema,
  'GET /api/price': PlanPricesSchema,
  'GET /api/payments/slots': SlotInfoSchema,
  'GET /api/payments/active-plan': ActivePlanSchema,
  'POST /api/payments/create': CreatePaymentResponseSchema,
  'POST /api/payments/approve': ApprovePaymentResponseSchema,
  'POST /api/payments/complete': CompletePaymentResponseSchema,
  'GET /api/payments/by-payment-id/:id': PaymentStatusSchema,
  'POST /api/payments/activate': ActivatePlanResponseSchema,
  'POST /api/payments/activate/admin': ActivatePlanResponseSchema,
  'POST /api/payments/waitlist': WaitlistJoinedSchema,
  'GET /api/payments/waitlist': WaitlistPlacesSchema,
  'DELETE /api/payments/waitlist': null,
  'GET /api/payments/renewable': RenewablePromotionsSchema,
  'GET /api/payments/mine': MyPaymentSchema.array(),
  'GET /api/payments/mine/:orderId': MyPaymentSchema,
  'GET /api/search': SearchResultSchema.array(),
  'GET /api/search/suggest': SearchSuggestionSchema.array(),
  'GET /api/search/related/:id': RelatedArticleSchema.array(),
  'GET /api/stats/reach': ReachSchema,
  'GET /api/stats/articles': ArticlesStatsSchema,
  'GET /api/stats/articles/:id': ArticleStatsSchema,
  'GET /api/admin/overview': AdminOverviewSchema,
  'GET /api/suspension': SuspensionSchema,
  'GET /api/admin/suspensions': SuspendedAccountsSchema,
  'GET /api/admin/users/:username/suspension': SuspensionStateSchema,
  'POST /api/admin/users/:username/suspension': SuspensionSchema,
  'DELETE /api/admin/users/:username/suspension': null,
  'POST /api/session-links': CreatedSessionLinkSchema,
  'GET /api/session-links/:code': SessionLinkSchema,
  'GET /api/session-links/status/:code': SessionLinkStatusSchema,
  'POST /api/session-links/sync': OkSchema,
  'POST /auth/pi-login': SessionUserSchema,
  'POST /auth/logout': OkSchema,
  'POST /auth/session-cookie': OkSchema,
  'GET /auth/me': MeSchema,
} satisfies Record<string, Parser<unknown> | null>

type Pattern = keyof typeof apiContract

/** A pattern's concrete requests, as a type: `GET /api/articles/:id` takes `GET /api/articles/${string}`. */
type Concrete<P extends string> = P extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${Concrete<Tail>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P

/** `'METHOD /path'` of a request our server answers. */
export type ApiRoute = Concrete<Pattern>

type Segments<S extends string> = S extends `${infer Head}/${infer Rest}` ? [Head, ...Segments<Rest>] : [S]

/** Whether a route's segments fit a pattern's: a `:name` takes any one non-empty segment, the rest match exactly. */
type Fits<Route extends string[], Of extends string[]> = Route extends [
  infer Head extends string,
  ...infer Rest extends string[],
]
  ? Of extends [infer OfHead extends string, ...infer OfRest extends string[]]
    ? OfHead extends `:${string}`
      ? Head extends ''
        ? false
        : Fits<Rest, OfRest>
      : Head extends OfHead
        ? Fits<Rest, OfRest>
        : false
    : false
  : Of extends []
    ? true
    : false

type ParamCount<P extends string, Seen extends unknown[] = []> = P extends `${string}:${infer Rest}`
  ? ParamCount<Rest, [...Seen, unknown]>
  : Seen['length']

type Fitting<Route extends string> = {
  [P in Pattern]: Fits<Segments<Route>, Segments<P>> extends true ? P : never
}[Pattern]

type WithParams<Candidates extends Pattern, Count extends number> = Candidates extends Pattern
  ? ParamCount<Candidates> extends Count
    ? Candidates
    : never
  : never

/** Of the patterns that fit, those with the fewest parameters, as `contractPattern` picks at run time. */
type Fewest<Candidates extends Pattern, Count extends unknown[] = []> = [Candidates] extends [never]
  ? never
  : [WithParams<Candidates, Count['length']>] extends [never]
    ? Fewest<Candidates, [...Count, unknown]>
    : WithParams<Candidates, Count['length']>

/** The contract's pattern for a concrete `'METHOD /path'`, as a type (never when none). */
export type PatternOf<Route extends string> = Fewest<Fitting<Route>>

/** What the endpoint of a route sends on success, as JSON: what its shared schema accepts; null for a 204. */
export type ApiBody<Route extends string> = (typeof apiContract)[PatternOf<Route>] extends infer Schema
  ? Schema extends z.ZodType
    ? z.input<Schema>
    : null
  : never

const compiled = (Object.keys(apiContract) as Pattern[])
  .map((pattern) => ({
    pattern,
    regex: new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`),
    // A literal segment wins over a parameter: `GET /api/articles/published` is not an article id.
    params: (pattern.match(/:/g) ?? []).length,
  }))
  .sort((a, b) => a.params - b.params)

/** The contract's pattern for `'METHOD /path'` (no query string), or null when it names no endpoint. */
export function contractPattern(route: string): Pattern | null {
  return compiled.find(({ regex }) => regex.test(route))?.pattern ?? null
}
