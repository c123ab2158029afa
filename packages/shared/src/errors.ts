import { z } from 'zod'

/**
 * Every error code the API answers with, and its HTTP status. Codes are prefixed with their domain.
 * The web branches on `code`, never on the message text.
 */
export const ERROR_STATUS = {
  /** The request body, query or params do not match the schema; `details` lists the fields. */
  VALIDATION_FAILED: 400,
  /** The body is not parseable JSON, or is of a content type the route does not take. */
  BAD_REQUEST: 400,
  /** No session, or the session expired or was revoked. */
  AUTH_REQUIRED: 401,
  /** The Pi access token was refused by the Pi Platform. */
  AUTH_PI_TOKEN_INVALID: 401,
  /** Signed in, but the role or ownership does not allow this. */
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ARTICLE_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  PAYMENT_NOT_FOUND: 404,
  /** No public maker with that username (unknown, suspended, or nothing published yet). */
  MAKER_NOT_FOUND: 404,
  /** An account cannot follow itself. */
  FOLLOW_SELF: 409,
  /** No contact message with that id (admin inbox). */
  CONTACT_MESSAGE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** The Pi Platform could not be reached or answered with an error; the call may be retried. */
  PI_UNAVAILABLE: 502,
  /** The database is not reachable right now. */
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
  /** No QR sign-in link with that code (it never existed or was cleaned up). */
  SESSION_LINK_NOT_FOUND: 404,
  /** The QR sign-in link outlived its 5 minutes; the desktop makes a new one. */
  SESSION_LINK_EXPIRED: 410,
  /** The QR sign-in link was already used to sign a desktop in; links are single use. */
  SESSION_LINK_ALREADY_USED: 409,
  /** Reading a link's status needs the secret the creating desktop received (`x-link-secret`). */
  SESSION_LINK_SECRET_REQUIRED: 401,
  /** The secret does not open this link; whether the code exists is not revealed. */
  SESSION_LINK_SECRET_INVALID: 403,
  /** The pairing code typed on the phone is not the one the link's desktop shows; a few tries only. */
  SESSION_LINK_PAIRING_MISMATCH: 403,
  /** Too many wrong pairing codes: the link is dead and the desktop shows a new one. */
  SESSION_LINK_PAIRING_LOCKED: 410,
  /** Creating an article needs an unused publication credit (one per completed STANDARD payment). */
  ARTICLE_CREDIT_REQUIRED: 402,
  /** A published article can no longer be edited or resubmitted by its author (admins still can). */
  ARTICLE_LOCKED: 409,
  /** The moderation state machine refuses the step (e.g. approving an article that is not in review). */
  ARTICLE_INVALID_TRANSITION: 409,
  /** Another category already has this slug. */
  CATEGORY_SLUG_TAKEN: 409,
  /** The catch-all category (`sin-categoria`) cannot be deleted or renamed. */
  CATEGORY_PROTECTED: 409,
  /**
   * The category cannot be deleted yet: its slider has promotions running or reserved, or payments for
   * it are under way. The message says when it can be (once they end).
   */
  CATEGORY_HAS_PROMOTIONS: 409,
  /** The Pi payment does not match our order (amount, memo, metadata, direction, plan); it is cancelled on Pi. */
  PAYMENT_MISMATCH: 409,
  /** The Pi payment or the order belongs to another user. */
  PAYMENT_NOT_YOURS: 403,
  /** The order can no longer take this step (cancelled, failed, or bound to another Pi payment). */
  PAYMENT_INVALID_STATE: 409,
  /** The Pi payment was cancelled (by the user, by Pi, or because its window lapsed). */
  PAYMENT_CANCELLED: 409,
  /** The transaction of the Pi payment is not verified by Pi yet (or failed verification): nothing is granted. */
  PAYMENT_TX_NOT_VERIFIED: 409,
  /** The txid sent does not match the transaction Pi reports for that payment. */
  PAYMENT_TXID_MISMATCH: 409,
  /** The Pi Platform refused to approve or complete the payment; nothing is granted. */
  PAYMENT_PI_REFUSED: 409,
  /** Activating a plan needs a completed payment for it (admins activate without one). */
  PAYMENT_REQUIRED: 402,
  /** Every slot of that slider is taken (active or reserved) right now. */
  PROMOTION_NO_SLOT: 409,
  /** The article already has that plan active (or a purchase of it in progress). */
  PROMOTION_ALREADY_ACTIVE: 409,
  /** Only a published article can be promoted. */
  PROMOTION_ARTICLE_NOT_PUBLISHED: 409,
  /** The category slider chosen is not the article's category. */
  PROMOTION_CATEGORY_MISMATCH: 409,
  /** The article is in the hidden catch-all category (`sin-categoria`), whose slider is shown nowhere. */
  PROMOTION_CATEGORY_HIDDEN: 409,
  /** The promotion can be renewed only in its last 7 days or within 7 days of its end. */
  PROMOTION_RENEWAL_TOO_EARLY: 409,
  /** The slider has a free slot: buy it instead of joining its waiting list. */
  WAITLIST_SLOT_FREE: 409,
  /**
   * The user has no article that could take a slot of that slider: none published (in that category, for
   * a category slider) without that plan already active or reserved.
   */
  WAITLIST_NO_ARTICLE: 409,
  /** The article has no active promotion of that plan. */
  PROMOTION_NOT_FOUND: 404,
  /** The upload is not one of the accepted types (read from the content): JPEG, PNG, WebP, GIF, AVIF; MP4, MOV, WebM. */
  MEDIA_UNSUPPORTED_TYPE: 415,
  /** The file is larger than its kind allows (video: 31457280 bytes), or the image has too many pixels. */
  MEDIA_TOO_LARGE: 413,
  /** The promo video is longer than 20 seconds (measured on the server). */
  MEDIA_VIDEO_TOO_LONG: 400,
  /** The file could not be read as what it claims to be (truncated, corrupt, no duration). */
  MEDIA_UNREADABLE: 400,
  /** The multipart request carries no `file`, or no valid `kind`. */
  MEDIA_FILE_REQUIRED: 400,
  /** The article already has its header image, its promo video, or 5 images (each with its fixed message). */
  MEDIA_LIMIT_REACHED: 409,
  /** The user holds too many bytes of uploads no article uses (300 MB); attaching or deleting some frees room. */
  MEDIA_UNATTACHED_QUOTA: 409,
  /** No upload with that public id (or not of that kind). */
  MEDIA_NOT_FOUND: 404,
  /** The route belongs to the other media store (e.g. Cloudinary routes while MEDIA_STORE=local). */
  MEDIA_STORE_NOT_CONFIGURED: 409,
  /** The media host (Cloudinary) could not be reached or refused the call; the request may be retried. */
  MEDIA_STORE_UNAVAILABLE: 502,
  /** No public review with that id (or, for the author's own, none on that article). */
  REVIEW_NOT_FOUND: 404,
  /** A rating is a whole number of stars from 1 to 5. */
  REVIEW_RATING_OUT_OF_RANGE: 400,
  /** A review's or a reply's text is longer than 1,000 characters. */
  REVIEW_TEXT_TOO_LONG: 400,
  /** Authors cannot rate or review their own articles. */
  REVIEW_OWN_ARTICLE: 403,
  /** The account wrote 10 reviews in the last 24 hours; the next one waits. */
  REVIEW_DAILY_LIMIT: 429,
  /** Only the article's owner replies to its reviews. */
  REVIEW_NOT_ARTICLE_OWNER: 403,
  /** No such report, or it is already decided. */
  REPORT_NOT_FOUND: 404,
  /** The reported article or review does not exist or is not public. */
  REPORT_TARGET_NOT_FOUND: 404,
  /** This account already has an open report of this item. */
  REPORT_ALREADY_OPEN: 409,
  /** One cannot report one's own article or review. */
  REPORT_OWN_ITEM: 409,
  /** The decision does not apply to this kind of item (hiding a review on an article). */
  REPORT_ACTION_INVALID: 409,
  /** The account is suspended: it may sign in and read its receipts, nothing more. */
  ACCOUNT_SUSPENDED: 403,
  /** The scam screening flagged the article: approving it needs the admin's confirmation (`?confirmFlagged=true`). */
  ARTICLE_SCREENING_UNCONFIRMED: 409,
  /** The article's maker is suspended: it cannot be published (approved) until the suspension is lifted. */
  MAKER_SUSPENDED: 409,
  /** No user with that username. */
  USER_NOT_FOUND: 404,
  /** The account is suspended already (another admin's suspension came first). */
  USER_ALREADY_SUSPENDED: 409,
  /** No verification with that id among the caller's own (or, for an admin, at all). */
  VERIFICATION_NOT_FOUND: 404,
  /** The address cannot be verified: not a URL, or not https in production. */
  VERIFICATION_URL_INVALID: 400,
  /** An admin revoked this host's verification: checking it again is not possible. */
  VERIFICATION_REVOKED: 409,
  /** The account ran 10 checks in the last hour; the next one waits. */
  VERIFICATION_RATE_LIMITED: 429,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[]

export const ErrorDetailSchema = z.object({ path: z.string(), message: z.string() })
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>

/** The one error body of the API: `{"error": {"code", "message", "requestId"?, "details"?}}`. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    requestId: z.string().optional(),
    details: z.array(ErrorDetailSchema).optional(),
  }),
})
export type ErrorBody = z.infer<typeof ErrorBodySchema>
