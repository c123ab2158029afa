// The business constants (limits, durations, timings). Both the server and the web read them from here.

export const ARTICLE_TITLE_MAX = 100
export const ARTICLE_DESCRIPTION_MAX = 200
/** Characters of the description shown on a card before the ellipsis. */
export const EXCERPT_LENGTH = 150
/** Images per article, the header image included. */
export const ARTICLE_IMAGES_MAX = 5
export const PROMO_VIDEO_MAX_BYTES = 31_457_280
export const PROMO_VIDEO_MAX_SECONDS = 20

/** A slot reserved at payment approval lapses if the payment is not completed by then. */
export const SLOT_RESERVATION_MINUTES = 10
/** A promotion can be renewed in its last days and for as many days after it ended. */
export const RENEWAL_WINDOW_DAYS = 7
/** How long a freed slot is held for the first person on its slider's waiting list. */
export const SLOT_HOLD_HOURS = 24

export const DEFAULT_SESSION_TTL_S = 3600
export const QR_LINK_TTL_S = 300

/** The catch-all category: it exists in the data but is never offered or listed. */
export const HIDDEN_CATEGORY_SLUG = 'sin-categoria'

export const CONTACT_NAME_MIN = 3
export const CONTACT_MESSAGE_MIN = 10

/** A suspension's reason, as the maker reads it. */
export const SUSPENSION_REASON_MIN = 3
export const SUSPENSION_REASON_MAX = 500
