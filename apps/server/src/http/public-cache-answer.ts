import { randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import type { IncomingHttpHeaders, ServerResponse } from 'node:http'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * A stored answer and how a hit is sent: straight on Node's response, past Fastify's reply pipeline
 * (its onSend hooks would only re-check, and the compression plugin re-encode, what was settled
 * when the answer was stored).
 */
export type Answer = {
  /** The headers as Node's flat [name, value, …] list; a page's CSP holds NONCE_SLOT. */
  head: string[]
  /** The body; a page's is cut where each response's own nonce goes (n + 1 parts around n nonces). */
  parts: Buffer[]
  isPage: boolean
  etag: string | undefined
  /** A JSON body compressed once, when stored (a page is compressed per response: its nonce differs). */
  encoded: Partial<Record<Encoding, Buffer>>
  /** What the cache counts against its byte bound. */
  bytes: number
  shows: readonly string[]
  /** The route's pattern, which the metrics count a hit under (never the raw URL). */
  route: string
}

type Encoding = 'br' | 'gzip'

/** Stands in for the per-response CSP nonce inside a stored page's CSP header. */
const NONCE_SLOT = '\u0000nonce\u0000'
/** Smaller bodies go out as they are (the compression plugin's own threshold). */
const COMPRESS_FROM_BYTES = 1024
/**
 * Each response's own headers, never replayed; nor the rate limiter's count, which a hit does not
 * touch (hits skip the limiter): a replayed `x-ratelimit-remaining` would tell every client the
 * budget left to whoever caused the miss.
 */
const UNSTORED_HEADERS = new Set([
  'x-request-id',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'set-cookie',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
])

/**
 * Stored JSON: brotli 5 is a few per cent larger than the default 11 for a tenth of its time (tens
 * of milliseconds on a 44 KB list). A page is compressed per response (its nonce differs each
 * time) at the fast levels: brotli 2 or gzip 1 take 1-2 ms on a 94 KB page, in zlib's thread pool
 * rather than on the event loop, for a body within a few per cent of brotli 4 and gzip 6.
 */
const STORED_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }
const PAGE_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } }
const PAGE_GZIP = { level: 1 }
const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The encoding to answer with: brotli, else gzip, else none ('q=0' refuses one). */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null
  let gzipOk = false
  for (const token of header.split(',')) {
    const [name, ...params] = token.trim().toLowerCase().split(';')
    if (params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(param))) continue
    if (name === 'br') return 'br'
    if (name === 'gzip' || name === '*') gzipOk = true
  }
  return gzipOk ? 'gzip' : null
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false
  const weak = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag))
}

/**
 * The answer to store for a public 200: every header but the per-response ones, with `nonce` (a
 * page's CSP nonce) cut out of the body and swapped for a placeholder in the CSP. A body other
 * clients get compressed varies on Accept-Encoding whichever variant this one gets.
 */
export function toAnswer(reply: FastifyReply, body: string | Buffer, shows: readonly string[], nonce = ''): Answer {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || UNSTORED_HEADERS.has(name)) continue
    const text = Array.isArray(value) ? value.join(', ') : String(value)
    headers[name] = nonce ? text.replaceAll(nonce, NONCE_SLOT) : text
  }
  const plain = Buffer.from(body)
  const isCompressible = plain.length >= COMPRESS_FROM_BYTES
  if (isCompressible && !/accept-encoding/i.test(headers.vary ?? '')) {
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding'
  }
  const parts = nonce
    ? String(body)
        .split(nonce)
        .map((part) => Buffer.from(part))
    : [plain]
  const encoded: Answer['encoded'] =
    isCompressible && !nonce ? { br: brotliCompressSync(plain, STORED_BROTLI), gzip: gzipSync(plain) } : {}
  const bytes = plain.length + (encoded.br?.length ?? 0) + (encoded.gzip?.length ?? 0)
  return {
    head: Object.entries(headers).flat(),
    parts,
    isPage: Boolean(nonce),
    etag: headers.etag,
    encoded,
    bytes,
    shows,
    route: reply.request.routeOptions.url ?? 'unmatched',
  }
}

/** A response body: its chunks, their length, and the encoding they are in (null: as stored). */
type Body = { chunks: Buffer[]; length: number; encoding: Encoding | null }

/**
 * A page with this response's nonce in its slots: the stored parts as they are, around the nonce
 * (no 94 KB copy per answer: at thousands of answers a second that garbage was what the server
 * spent its time and memory on), or compressed as the client accepts.
 */
async function pageBody(answer: Answer, nonce: string, encoding: Encoding | null): Promise<Body> {
  const nonceBytes = Buffer.from(nonce)
  const chunks = answer.parts.flatMap((part, index) => (index > 0 ? [nonceBytes, part] : [part]))
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0)
  if (!encoding || length < COMPRESS_FROM_BYTES) return { chunks, length, encoding: null }
  const html = Buffer.concat(chunks, length)
  const body = encoding === 'br' ? await brotliAsync(html, PAGE_BROTLI) : await gzipAsync(html, PAGE_GZIP)
  return { chunks: [body], length: body.length, encoding }
}

function jsonBody(answer: Answer, encoding: Encoding | null): Body {
  const body = (encoding && answer.encoded[encoding]) || answer.parts[0]!
  return { chunks: [body], length: body.length, encoding: body === answer.parts[0] ? null : encoding }
}

/**
 * Sends a stored answer: a 304 when the client holds it, else its body as the client accepts it.
 * `X-Cache: hit` says it came from the cache (a computed answer has no such header): what an operator,
 * or a test, tells a hit from a render by.
 */
export async function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer): Promise<void> {
  reply.hijack()
  // The server is shutting down: end the connection with this answer (as app.ts does for the rest).
  await writeAnswer(request.headers, reply.raw, answer, String(request.id), !request.server.server.listening)
}

/**
 * The same on Node's own response, for a hit answered before Fastify (front-door.ts). A JSON answer
 * or a 304 is written at once (no promise: this runs thousands of times a second); a page's body is
 * compressed first, and only then is a promise returned.
 */
export function writeAnswer(
  headers: IncomingHttpHeaders,
  response: ServerResponse,
  answer: Answer,
  requestId: string,
  isClosing: boolean,
): Promise<void> | undefined {
  const head = [...answer.head, 'x-request-id', requestId, 'x-cache', 'hit']
  if (isClosing) head.push('connection', 'close')
  const nonce = answer.isPage ? randomBytes(16).toString('base64') : ''
  if (nonce) {
    for (let index = 1; index < head.length; index += 2) head[index] = head[index]!.replaceAll(NONCE_SLOT, nonce)
  }
  if (matchesEtag(headers['if-none-match'], answer.etag)) {
    const index = head.indexOf('content-type')
    if (index !== -1 && index % 2 === 0) head.splice(index, 2)
    response.writeHead(304, head)
    response.end()
    return undefined
  }
  const asked = acceptedEncoding(headers['accept-encoding'])
  if (answer.isPage) return pageBody(answer, nonce, asked).then((body) => writeBody(response, head, body))
  writeBody(response, head, jsonBody(answer, asked))
  return undefined
}

function writeBody(response: ServerResponse, head: string[], { chunks, length, encoding }: Body): void {
  if (encoding) head.push('content-encoding', encoding)
  head.push('content-length', String(length))
  response.writeHead(200, head)
  if (chunks.length === 1) return void response.end(chunks[0])
  response.cork()
  for (const chunk of chunks.slice(0, -1)) response.write(chunk)
  response.end(chunks.at(-1))
}
