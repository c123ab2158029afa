import type { ReviewSort } from '@spotlight/shared/domain/reviews'

/**
 * Where a page of reviews ends, in its sort's keyset: the last review's helpful count (helpful), its
 * stars (highest, lowest) or nothing but its id (newest: ids grow with time), then its id.
 */
export type ReviewCursor = { sort: ReviewSort | 'queue'; key: number; id: number }

const VERSION = 'r1'
const DECODED = /^r1:(helpful|newest|highest|lowest|queue):(\d{1,10}):(\d{1,10})$/

/** Opaque to clients: base64url of a versioned keyset, so the format can change without breaking links. */
export function encodeReviewCursor(cursor: ReviewCursor): string {
  return Buffer.from(`${VERSION}:${cursor.sort}:${cursor.key}:${cursor.id}`, 'utf8').toString('base64url')
}

/** The cursor, or null when it is malformed or was made for another order than `sort`. */
export function decodeReviewCursor(raw: string, sort: ReviewCursor['sort']): ReviewCursor | null {
  const match = DECODED.exec(Buffer.from(raw, 'base64url').toString('utf8'))
  if (!match || match[1] !== sort) return null
  const key = Number(match[2])
  const id = Number(match[3])
  if (id < 1 || id > 2_147_483_647 || key > 2_147_483_647) return null
  return { sort, key, id }
}
