import { randomBytes } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { deflateParts, gzipAround } from './gzip-around'
import type { Entry, PublicReadCache } from './public-read-cache'

/** Stands in for the per-response CSP nonce inside a stored page and its CSP header. */
export const NONCE_SLOT = '\u0000nonce\u0000'
/** The length of a CSP nonce: 16 random bytes in base64. */
export const NONCE_LENGTH = 24
/** Smaller bodies go out as they are (the compression plugin's own threshold). */
const COMPRESS_FROM_BYTES = 1024
/**
 * Brotli's default (11) takes tens of milliseconds on a 44 KB list, all of it on the event loop
 * while 50 other requests wait; 5 is a few per cent larger for a tenth of the time.
 */
const BROTLI_QUALITY = 5

type Encoding = 'br' | 'gzip'

/**
 * The encoding to answer with: brotli, else gzip, else none ('q=0' refuses one). A page takes
 * gzip only: its parts are deflated once and spliced around the nonce (gzip-around.ts).
 */
export function acceptedEncoding(header: string | undefined, isPage: boolean): Encoding | null {
  if (!header) return null
  let gzip = false
  for (const token of header.split(',')) {
    const [name, ...params] = token.trim().toLowerCase().split(';')
    if (params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(param))) continue
    if (name === 'br' && !isPage) return 'br'
    if (name === 'gzip' || name === '*') gzip = true
  }
  return gzip ? 'gzip' : null
}

export function joinAround(parts: Buffer[], separator: Buffer): Buffer {
  const pieces: Buffer[] = []
  for (const [index, part] of parts.entries()) {
    if (index > 0) pieces.push(separator)
    pieces.push(part)
  }
  return Buffer.concat(pieces)
}

export function matchesEtag(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false
  const weak = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag))
}

function encode(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(body)
}

/**
 * The stored headers as Node's flat [name, value, …] list, computed once per entry. A body other
 * clients get compressed varies on Accept-Encoding whichever variant this one gets.
 */
function headList(hit: Entry): string[] {
  if (hit.head) return hit.head
  const headers = { ...hit.headers }
  if (hit.length >= COMPRESS_FROM_BYTES && !/accept-encoding/i.test(headers.vary ?? '')) {
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding'
  }
  hit.head = Object.entries(headers).flat()
  return hit.head
}

/**
 * Answers a cache hit straight on Node's response, past Fastify's reply pipeline (its onSend hooks
 * would only re-check, and the compression plugin re-encode, what was settled when the entry was
 * stored): the stored bytes, a JSON body's compressed variant (encoded on its first hit), a page
 * with a fresh nonce in each slot of its body and CSP (gzip: its parts deflated on its first hit).
 * False for a page's body a client wants compressed but not with gzip (a 304 is answered here): the
 * caller sends it through the compression plugin.
 */
export function serveHit(request: FastifyRequest, reply: FastifyReply, hit: Entry, cache: PublicReadCache): boolean {
  const asked = request.headers['accept-encoding']
  const encoding = hit.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(asked, hit.hasNonce) : null
  const isNotModified = matchesEtag(request.headers['if-none-match'], hit.headers.etag)
  // A page's body for a client that takes brotli but not gzip (no browser): the caller encodes it.
  const wantsBrotliOnly = !encoding && hit.length >= COMPRESS_FROM_BYTES && acceptedEncoding(asked, false) !== null
  if (hit.hasNonce && !isNotModified && wantsBrotliOnly) return false

  const head = [...headList(hit), 'x-request-id', String(request.id)]
  const nonce = hit.hasNonce ? randomBytes(16).toString('base64') : ''
  if (nonce) {
    for (let index = 1; index < head.length; index += 2) {
      if (head[index]!.includes(NONCE_SLOT)) head[index] = head[index]!.replaceAll(NONCE_SLOT, nonce)
    }
  }
  // The server is shutting down: end the connection with this answer (as app.ts does for the rest).
  if (!request.server.server.listening) head.push('connection', 'close')

  reply.hijack()
  const response = reply.raw
  if (isNotModified) {
    const index = head.indexOf('content-type')
    if (index !== -1 && index % 2 === 0) head.splice(index, 2)
    response.writeHead(304, head)
    response.end()
    return true
  }
  if (nonce) {
    // The stored parts (or their deflated forms) go out as they are, the nonce between them: no
    // 90 KB copy, nor compression, per answer.
    const separator = Buffer.from(nonce)
    let chunks: Buffer[]
    if (encoding) {
      if (!hit.deflated) {
        hit.deflated = deflateParts(hit.parts, NONCE_LENGTH)
        cache.grew(hit.deflated.reduce((sum, part) => sum + part.length, 0))
      }
      chunks = gzipAround(hit.parts, hit.deflated, separator, hit.length)
      head.push('content-encoding', 'gzip')
    } else {
      chunks = hit.parts.flatMap((part, index) => (index > 0 ? [separator, part] : [part]))
    }
    head.push('content-length', String(chunks.reduce((sum, chunk) => sum + chunk.length, 0)))
    response.writeHead(200, head)
    response.cork()
    for (const chunk of chunks.slice(0, -1)) response.write(chunk)
    response.end(chunks.at(-1))
    return true
  }
  let body: Buffer
  if (encoding) {
    let variant = hit.encoded[encoding]
    if (!variant) {
      variant = encode(hit.parts[0]!, encoding)
      hit.encoded[encoding] = variant
      cache.grew(variant.length)
    }
    head.push('content-encoding', encoding)
    body = variant
  } else {
    body = hit.parts[0]!
  }
  head.push('content-length', String(body.length))
  response.writeHead(200, head)
  response.end(body)
  return true
}
