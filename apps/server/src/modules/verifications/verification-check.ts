// One check of a host: is the maker's token at `/.well-known/spotlight-verification.txt`, or in a
// `<meta name="spotlight-verification">` on the app's page? Network work only; the service records it.
import {
  VERIFICATION_FILE_PATH,
  VERIFICATION_META_NAME,
  type VerificationOutcome,
} from '@spotlight/shared/schemas/verifications'
import {
  SAFE_FETCH_TIMEOUT_MS,
  safeFetch,
  SafeFetchError,
  type SafeFetchErrorCode,
  type SafeFetchOptions,
} from './safe-fetch'

export type CheckOutcome = { isOk: boolean; outcome: VerificationOutcome; detail: string }

const OUTCOME_OF: Record<SafeFetchErrorCode, VerificationOutcome> = {
  URL_INVALID: 'UNREACHABLE',
  DNS_FAILED: 'UNREACHABLE',
  NETWORK: 'UNREACHABLE',
  ADDRESS_REFUSED: 'ADDRESS_REFUSED',
  REDIRECT_REFUSED: 'REDIRECT_REFUSED',
  TIMEOUT: 'TIMEOUT',
  TOO_LARGE: 'TOO_LARGE',
  CONTENT_TYPE: 'CONTENT_TYPE',
  HTTP_STATUS: 'HTTP_STATUS',
}

/** The file holds the token alone (surrounding blank space and a final newline are fine). */
function fileHolds(body: string, token: string): boolean {
  return body.trim() === token
}

/**
 * Any `<meta>` tag named spotlight-verification whose content is the token, attributes in any order, in
 * the page's head: text further down is often written by others (comments, listings), and proves nothing.
 */
function metaHolds(html: string, token: string): boolean {
  const head = html.split(/<\/head\b|<body\b/i, 1)[0]!
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const attribute = (name: string) =>
      new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i')
        .exec(tag)
        ?.slice(1)
        .find((v) => v !== undefined)
    if (attribute('name')?.toLowerCase() === VERIFICATION_META_NAME && attribute('content')?.trim() === token)
      return true
  }
  return false
}

function failure(error: unknown): CheckOutcome {
  if (error instanceof SafeFetchError) return { isOk: false, outcome: OUTCOME_OF[error.code], detail: error.message }
  return { isOk: false, outcome: 'UNREACHABLE', detail: 'The host could not be reached.' }
}

/**
 * The file first (the maker's explicit answer), then the meta tag of the host's home page, both within one
 * time budget; the first failure's reason is kept. Both sit at the root because the badge speaks for the
 * whole host: a page further down may belong to anyone on a shared host (a storage bucket, a hosting
 * platform's user pages), and a tag there would verify them for the platform's name.
 */
export async function checkHost(appUrl: string, token: string, options: SafeFetchOptions): Promise<CheckOutcome> {
  const fileUrl = new URL(VERIFICATION_FILE_PATH, appUrl).href
  const homeUrl = new URL('/', appUrl).href
  const deadline = Date.now() + (options.timeoutMs ?? SAFE_FETCH_TIMEOUT_MS)
  let first: CheckOutcome
  try {
    const file = await safeFetch(fileUrl, options)
    if (fileHolds(file.body, token)) return { isOk: true, outcome: 'TOKEN_FOUND', detail: `Token found at ${fileUrl}.` }
    first = { isOk: false, outcome: 'TOKEN_MISSING', detail: `${fileUrl} does not hold the token.` }
  } catch (error) {
    first = failure(error)
    // A refused address or scheme stays refused for the page too: no second try.
    if (first.outcome === 'ADDRESS_REFUSED' || first.outcome === 'TIMEOUT') return first
  }
  const left = deadline - Date.now()
  if (left <= 0) return { isOk: false, outcome: 'TIMEOUT', detail: 'The host took too long to answer.' }
  try {
    const page = await safeFetch(homeUrl, { ...options, timeoutMs: left })
    if (page.contentType === 'text/html' && metaHolds(page.body, token))
      return { isOk: true, outcome: 'TOKEN_FOUND', detail: `Token found in the meta tag of ${homeUrl}.` }
    if (first.outcome === 'TOKEN_MISSING' || first.outcome === 'HTTP_STATUS')
      return {
        isOk: false,
        outcome: 'TOKEN_MISSING',
        detail: `The token is neither at ${fileUrl} nor in a meta tag of ${homeUrl}.`,
      }
    return first
  } catch (error) {
    return first.outcome === 'HTTP_STATUS' ? failure(error) : first
  }
}
