// The WHATWG URL parser, which browsers and Node both have; this package is typed for neither, so
// only what is read here is declared (a binding of this module's, the global at run time).
declare const URL: new (
  input: string,
  base: string,
) => { origin: string; pathname: string; search: string; hash: string }

/** Longer addresses than this are not followed back (a Location header of a usual size). */
const NEXT_MAX = 2_000

/** A path that browsers read as another site's address (`//host`, `/\host`). */
const OTHER_SITE = /^\/[/\\]/

/**
 * `next` when it is a path of this site, else null: as URL parsing writes it (percent-encoded, dot
 * segments resolved) and checked again in that form, since `/.//evil.example` turns into
 * `//evil.example` once its `.` is resolved, and a Location header carries no character beyond Latin-1.
 */
export function pathOnThisSite(next: unknown): string | null {
  if (typeof next !== 'string' || next.length > NEXT_MAX || !next.startsWith('/') || OTHER_SITE.test(next)) return null
  if ([...next].some((character) => character < ' ' || character === '\x7f')) return null
  const url = new URL(next, 'http://here')
  const path = `${url.pathname}${url.search}${url.hash}`
  return url.origin === 'http://here' && !OTHER_SITE.test(path) && path.length <= NEXT_MAX ? path : null
}
