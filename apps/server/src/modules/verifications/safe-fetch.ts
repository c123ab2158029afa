// The verifier's one way out to the internet, safe to point at any address a maker types: every
// address the host resolves to is judged before connecting, and the connection goes to the address
// that was judged (a DNS answer that changes in between never reaches the socket). Redirects are
// followed by hand, same host only, each judged again; time, size and content type are bounded.
import { lookup as dnsLookup } from 'node:dns/promises'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import zlib from 'node:zlib'
import { judgeAddress } from './ip-ranges'

export type ResolvedAddress = { address: string; family: 4 | 6 }
/** Every address of a host name (dns.lookup with `all`); tests inject their own. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>

export type SafeFetchPolicy = {
  /** Production: https only. Development and tests may verify a local app over http. */
  allowHttp: boolean
  /** Production: loopback refused like every private range. Development allows a local app. */
  allowLoopback: boolean
}

export type SafeFetchOptions = SafeFetchPolicy & {
  resolve?: Resolver
  /** The whole fetch, redirects included. */
  timeoutMs?: number
  /** Decoded body bytes read at most; beyond that the fetch is abandoned. */
  maxBytes?: number
  maxRedirects?: number
}

export type SafeFetchErrorCode =
  | 'URL_INVALID'
  | 'ADDRESS_REFUSED'
  | 'DNS_FAILED'
  | 'REDIRECT_REFUSED'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'CONTENT_TYPE'
  | 'HTTP_STATUS'
  | 'NETWORK'

export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'SafeFetchError'
  }
}

export type SafeFetchResult = { url: string; status: number; contentType: string; body: string }

export const SAFE_FETCH_TIMEOUT_MS = 5000
export const SAFE_FETCH_MAX_BYTES = 64 * 1024
export const SAFE_FETCH_MAX_REDIRECTS = 3
const ACCEPTED_TYPES = new Set(['text/plain', 'text/html'])
const REDIRECTS = new Set([301, 302, 303, 307, 308])

/** What production uses, and what development and tests use (a local app over http). */
export function fetchPolicyFor(env: 'development' | 'production' | 'test'): SafeFetchPolicy {
  return env === 'production' ? { allowHttp: false, allowLoopback: false } : { allowHttp: true, allowLoopback: true }
}

export const systemResolver: Resolver = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true })
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }))
}

/** The URL, if its scheme and form are acceptable under the policy. */
export function parseTarget(raw: string, policy: SafeFetchPolicy): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new SafeFetchError('URL_INVALID', 'The address is not a valid URL.')
  }
  const schemes = policy.allowHttp ? ['https:', 'http:'] : ['https:']
  if (!schemes.includes(url.protocol)) throw new SafeFetchError('URL_INVALID', 'The address must start with https://.')
  if (url.username || url.password) throw new SafeFetchError('URL_INVALID', 'The address may not carry credentials.')
  if (!url.hostname) throw new SafeFetchError('URL_INVALID', 'The address has no host.')
  return url
}

/** The host's addresses, every one of them allowed; the first is the one connected to. */
async function checkedAddress(url: URL, policy: SafeFetchPolicy, resolve: Resolver): Promise<ResolvedAddress> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '')
  let addresses: ResolvedAddress[]
  const literal = isIP(hostname)
  if (literal) addresses = [{ address: hostname, family: literal === 6 ? 6 : 4 }]
  else {
    try {
      addresses = await resolve(hostname)
    } catch {
      throw new SafeFetchError('DNS_FAILED', `The host ${hostname} could not be resolved.`)
    }
  }
  if (addresses.length === 0) throw new SafeFetchError('DNS_FAILED', `The host ${hostname} has no address.`)
  // One refused address refuses the host: a resolver may hand out any of them on the next call.
  for (const { address } of addresses) {
    const verdict = judgeAddress(address)
    if (verdict === 'REFUSED' || (verdict === 'LOOPBACK' && !policy.allowLoopback))
      throw new SafeFetchError('ADDRESS_REFUSED', `The host ${hostname} points to an address that is not public.`)
  }
  return addresses[0]!
}

/** A `lookup` that answers the checked address whatever name it is asked: the socket goes where we looked. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: pinned.address, family: pinned.family }])
    else callback(null, pinned.address, pinned.family)
  }) as unknown as LookupFunction
}

function request(url: URL, pinned: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http
    const outgoing = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        lookup: pinnedLookup(pinned),
        signal,
        // No cookies are sent or kept; the server learns only who asks and what.
        headers: {
          'user-agent': 'SpotlightVerifier/1.0 (+https://spotlight.example/how-it-works#verified)',
          accept: 'text/plain, text/html;q=0.9',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** The decoded body, at most `maxBytes` of it (compressed or not): beyond, the response is abandoned. */
function readCapped(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const encoding = String(response.headers['content-encoding'] ?? 'identity')
      .toLowerCase()
      .trim()
    const declared = Number(response.headers['content-length'])
    if (encoding === 'identity' && Number.isFinite(declared) && declared > maxBytes) {
      response.destroy()
      return reject(new SafeFetchError('TOO_LARGE', `The answer is larger than ${maxBytes / 1024} KB.`))
    }
    let decoded: NodeJS.ReadableStream & { destroy(): void }
    if (encoding === 'identity') decoded = response
    else if (encoding === 'gzip' || encoding === 'x-gzip') decoded = response.pipe(zlib.createGunzip())
    else if (encoding === 'deflate') decoded = response.pipe(zlib.createInflate())
    else if (encoding === 'br') decoded = response.pipe(zlib.createBrotliDecompress())
    else {
      response.destroy()
      return reject(new SafeFetchError('CONTENT_TYPE', `The answer's encoding (${encoding}) is not accepted.`))
    }
    const chunks: Buffer[] = []
    let size = 0
    const fail = (error: Error) => {
      decoded.destroy()
      response.destroy()
      reject(error)
    }
    const onAbort = () => fail(new SafeFetchError('TIMEOUT', 'The host took too long to answer.'))
    signal.addEventListener('abort', onAbort, { once: true })
    decoded.on('data', (chunk: Buffer) => {
      size += chunk.length
      // Counted after decompression: a small gzip that inflates to gigabytes stops here (a zip bomb).
      if (size > maxBytes)
        return fail(new SafeFetchError('TOO_LARGE', `The answer is larger than ${maxBytes / 1024} KB.`))
      chunks.push(chunk)
    })
    decoded.on('end', () => {
      signal.removeEventListener('abort', onAbort)
      resolve(Buffer.concat(chunks))
    })
    decoded.on('error', (error: Error) => {
      signal.removeEventListener('abort', onAbort)
      fail(signal.aborted ? new SafeFetchError('TIMEOUT', 'The host took too long to answer.') : asNetworkError(error))
    })
    response.on('error', (error: Error) =>
      fail(signal.aborted ? new SafeFetchError('TIMEOUT', 'The host took too long to answer.') : asNetworkError(error)),
    )
  })
}

function asNetworkError(error: unknown): SafeFetchError {
  if (error instanceof SafeFetchError) return error
  return new SafeFetchError('NETWORK', 'The host could not be reached.')
}

/**
 * GETs a text/plain or text/html page under the policy. Throws SafeFetchError for anything refused,
 * unreachable, slow, large or not 2xx; never reaches a refused address.
 */
export async function safeFetch(raw: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const {
    resolve = systemResolver,
    timeoutMs = SAFE_FETCH_TIMEOUT_MS,
    maxBytes = SAFE_FETCH_MAX_BYTES,
    maxRedirects = SAFE_FETCH_MAX_REDIRECTS,
  } = options
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  const { signal } = controller
  const timeout = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(new SafeFetchError('TIMEOUT', 'The host took too long to answer.')), {
      once: true,
    })
  })
  // Raced below; once the work has won, its later rejection (by the `finally`'s abort) is expected.
  timeout.catch(() => undefined)
  // The deadline wins over a DNS lookup or a connection that never settles.
  const work = (async () => {
    let url = parseTarget(raw, options)
    const firstHost = url.hostname.toLowerCase()
    for (let redirects = 0; ; redirects++) {
      const pinned = await checkedAddress(url, options, resolve)
      if (signal.aborted) throw new SafeFetchError('TIMEOUT', 'The host took too long to answer.')
      let response: IncomingMessage
      try {
        response = await request(url, pinned, signal)
      } catch (error) {
        throw signal.aborted
          ? new SafeFetchError('TIMEOUT', 'The host took too long to answer.')
          : asNetworkError(error)
      }
      const status = response.statusCode ?? 0
      if (REDIRECTS.has(status)) {
        response.destroy()
        const location = response.headers.location
        if (!location) throw new SafeFetchError('REDIRECT_REFUSED', 'A redirect without a destination.')
        if (redirects >= maxRedirects)
          throw new SafeFetchError('REDIRECT_REFUSED', `More than ${maxRedirects} redirects.`)
        let next: URL
        try {
          next = parseTarget(new URL(location, url).href, options)
        } catch {
          throw new SafeFetchError('REDIRECT_REFUSED', 'A redirect to an address that is not allowed.')
        }
        if (next.hostname.toLowerCase() !== firstHost)
          throw new SafeFetchError('REDIRECT_REFUSED', `A redirect to another host (${next.hostname}).`)
        url = next
        continue
      }
      if (status < 200 || status > 299) {
        response.destroy()
        throw new SafeFetchError('HTTP_STATUS', `The host answered ${status}.`)
      }
      const contentType = String(response.headers['content-type'] ?? '')
      const mediaType = contentType.split(';')[0]!.trim().toLowerCase()
      if (!ACCEPTED_TYPES.has(mediaType)) {
        response.destroy()
        throw new SafeFetchError(
          'CONTENT_TYPE',
          `The answer is ${mediaType || 'of no type'}, not text/plain or text/html.`,
        )
      }
      const body = await readCapped(response, maxBytes, signal)
      return { url: url.href, status, contentType: mediaType, body: body.toString('utf8') }
    }
  })()
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
    // Whatever is still open (a body being read when the deadline came) is closed now.
    controller.abort()
  }
}
