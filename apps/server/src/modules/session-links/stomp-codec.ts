// STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html), as bytes on a WebSocket.
// Pure: no I/O. The parser never throws on input; whatever a client sends ends as a frame, a
// heart-beat or one error, after which the parser stays failed (the connection must be closed).

const LF = 0x0a
const CR = 0x0d
const NUL = 0x00

/** A decoded frame. Header names and values are unescaped; the first occurrence of a repeated header wins. */
export type StompFrame = {
  command: string
  headers: Record<string, string>
  body: Uint8Array
}

export type StompEvent =
  { type: 'frame'; frame: StompFrame } | { type: 'heartbeat' } | { type: 'error'; message: string }

export type StompParserLimits = {
  /** Largest frame accepted: command, headers, body and terminator together. */
  maxFrameBytes: number
  maxHeaders: number
}

export const DEFAULT_STOMP_LIMITS: StompParserLimits = { maxFrameBytes: 64 * 1024, maxHeaders: 32 }

/** A heart-beat is one end-of-line between frames. */
export const HEARTBEAT = '\n'

/** CONNECT and CONNECTED keep STOMP 1.0's unescaped headers (STOMP 1.2, "Value Encoding"). */
const RAW_HEADER_COMMANDS = new Set(['CONNECT', 'CONNECTED'])

class StompParseError extends Error {}

const utf8 = new TextDecoder('utf-8', { fatal: true })
const encoder = new TextEncoder()

/** Bytes not yet parsed; grows by doubling so tiny chunks cost O(chunk), not O(buffered). */
class ByteQueue {
  private data = new Uint8Array(1024)
  private start = 0
  private end = 0

  get length() {
    return this.end - this.start
  }

  at(index: number): number {
    return this.data[this.start + index]!
  }

  indexOf(byte: number, from: number): number {
    const found = this.data.subarray(this.start + from, this.end).indexOf(byte)
    return found === -1 ? -1 : found + from
  }

  slice(from: number, to: number): Uint8Array {
    return this.data.slice(this.start + from, this.start + to)
  }

  append(chunk: Uint8Array) {
    if (chunk.length === 0) return
    const live = this.length
    if (this.end + chunk.length > this.data.length) {
      if (live + chunk.length <= this.data.length / 2) {
        this.data.copyWithin(0, this.start, this.end)
      } else {
        const next = new Uint8Array(Math.max(this.data.length * 2, live + chunk.length))
        next.set(this.data.subarray(this.start, this.end))
        this.data = next
      }
      this.start = 0
      this.end = live
    }
    this.data.set(chunk, this.end)
    this.end += chunk.length
  }

  consume(count: number) {
    this.start += count
    if (this.start < this.end) return
    this.start = this.end = 0
    // A burst of large frames should not pin a large buffer for the life of the connection.
    if (this.data.length > 64 * 1024) this.data = new Uint8Array(1024)
  }
}

type PendingBody = {
  command: string
  headers: Record<string, string>
  contentLength: number | null
  /** Bytes of the frame before the body (command line, headers, blank line). */
  headBytes: number
  /** How far the queue was already searched for the terminating NUL. */
  scanned: number
}

/** The server-side parser for one connection: push WebSocket messages in, get frames out. */
export type StompParser = {
  push(chunk: Uint8Array | string): StompEvent[]
  readonly isFailed: boolean
}

export function createStompParser(limits: StompParserLimits = DEFAULT_STOMP_LIMITS): StompParser {
  const queue = new ByteQueue()
  let headScanned = 0
  let headNulChecked = 0
  let body: PendingBody | null = null
  let failure: string | null = null

  /** Finds the blank line that ends the headers: LF LF, or LF CR LF. Returns [headEnd, bodyStart]. */
  function findHeadEnd(): [number, number] | null {
    for (let i = queue.indexOf(LF, headScanned); i !== -1; i = queue.indexOf(LF, i + 1)) {
      if (i + 1 >= queue.length) break
      if (queue.at(i + 1) === LF) return [i, i + 2]
      if (queue.at(i + 1) === CR) {
        if (i + 2 >= queue.length) break
        if (queue.at(i + 2) === LF) return [i, i + 3]
      }
    }
    // Resume two bytes back next time: the blank line may straddle two messages.
    headScanned = Math.max(0, queue.length - 2)
    return null
  }

  function readHead(): PendingBody | null {
    const found = findHeadEnd()
    const limit = found ? found[1] : queue.length
    const nul = queue.indexOf(NUL, headNulChecked)
    if (nul !== -1 && nul < limit) throw new StompParseError('frame ended before its headers did')
    headNulChecked = limit
    if (limit > limits.maxFrameBytes) throw new StompParseError('frame too large')
    if (!found) return null

    const [headEnd, bodyStart] = found
    let text: string
    try {
      text = utf8.decode(queue.slice(0, headEnd))
    } catch {
      throw new StompParseError('headers are not valid UTF-8')
    }
    const lines = text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line))
    const command = lines[0]!
    if (!/^[A-Za-z]{1,32}$/.test(command)) throw new StompParseError('malformed command line')
    if (lines.length - 1 > limits.maxHeaders) throw new StompParseError('too many headers')

    const isRaw = RAW_HEADER_COMMANDS.has(command)
    const headers: Record<string, string> = Object.create(null)
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':')
      if (colon <= 0) throw new StompParseError('malformed header line')
      const name = isRaw ? line.slice(0, colon) : unescapeHeader(line.slice(0, colon))
      const value = isRaw ? line.slice(colon + 1) : unescapeHeader(line.slice(colon + 1))
      if (!(name in headers)) headers[name] = value
    }

    let contentLength: number | null = null
    const declared = headers['content-length']
    if (declared !== undefined) {
      if (!/^\d{1,9}$/.test(declared)) throw new StompParseError('malformed content-length')
      contentLength = Number(declared)
      if (bodyStart + contentLength + 1 > limits.maxFrameBytes) throw new StompParseError('frame too large')
    }
    queue.consume(bodyStart)
    headScanned = 0
    headNulChecked = 0
    return { command, headers, contentLength, headBytes: bodyStart, scanned: 0 }
  }

  /** The body and its NUL, once all of it has arrived. */
  function readBody(pending: PendingBody): StompFrame | null {
    let end: number
    if (pending.contentLength !== null) {
      end = pending.contentLength
      if (queue.length <= end) return null
      if (queue.at(end) !== NUL) throw new StompParseError('body longer than its content-length')
    } else {
      end = queue.indexOf(NUL, pending.scanned)
      if (end === -1) {
        pending.scanned = queue.length
        if (pending.headBytes + queue.length + 1 > limits.maxFrameBytes) throw new StompParseError('frame too large')
        return null
      }
      if (pending.headBytes + end + 1 > limits.maxFrameBytes) throw new StompParseError('frame too large')
    }
    const frame = { command: pending.command, headers: pending.headers, body: queue.slice(0, end) }
    queue.consume(end + 1)
    return frame
  }

  function drain(events: StompEvent[]) {
    for (;;) {
      if (body) {
        const frame = readBody(body)
        if (!frame) return
        body = null
        events.push({ type: 'frame', frame })
        continue
      }
      if (queue.length === 0) return
      const first = queue.at(0)
      if (first === LF) {
        queue.consume(1)
        events.push({ type: 'heartbeat' })
        continue
      }
      if (first === CR) {
        if (queue.length < 2) return
        if (queue.at(1) !== LF) throw new StompParseError('malformed end of line')
        queue.consume(2)
        events.push({ type: 'heartbeat' })
        continue
      }
      body = readHead()
      if (!body) return
    }
  }

  return {
    get isFailed() {
      return failure !== null
    },
    push(chunk) {
      if (failure !== null) return [{ type: 'error', message: failure }]
      const events: StompEvent[] = []
      try {
        queue.append(typeof chunk === 'string' ? encoder.encode(chunk) : chunk)
        drain(events)
      } catch (error) {
        failure = error instanceof StompParseError ? error.message : 'malformed frame'
        events.push({ type: 'error', message: failure })
      }
      return events
    },
  }
}

/** Parses exactly one frame (trailing end-of-lines allowed); a convenience over the streaming parser. */
export function parseFrame(input: Uint8Array | string, limits = DEFAULT_STOMP_LIMITS): StompFrame | { error: string } {
  const events = createStompParser(limits).push(input)
  const error = events.find((event) => event.type === 'error')
  if (error) return { error: error.message }
  const frames = events.flatMap((event) => (event.type === 'frame' ? [event.frame] : []))
  if (frames.length !== 1) return { error: frames.length === 0 ? 'incomplete frame' : 'more than one frame' }
  return frames[0]!
}

export type OutgoingFrame = {
  command: string
  headers?: Record<string, string>
  body?: Uint8Array | string
}

/**
 * Encodes a frame. `content-length` is always set from the body (whatever the caller passed), so a
 * body may contain NUL octets. Throws on headers that cannot be represented: that is a bug of ours.
 */
export function serializeFrame(frame: OutgoingFrame): Uint8Array {
  const body = typeof frame.body === 'string' ? encoder.encode(frame.body) : (frame.body ?? new Uint8Array())
  const isRaw = RAW_HEADER_COMMANDS.has(frame.command)
  if (!/^[A-Za-z]{1,32}$/.test(frame.command)) throw new Error(`invalid STOMP command ${JSON.stringify(frame.command)}`)

  let head = `${frame.command}\n`
  for (const [name, value] of Object.entries(frame.headers ?? {})) {
    if (name === 'content-length') continue
    if (name === '' || name.includes('\0') || value.includes('\0')) throw new Error(`invalid STOMP header ${name}`)
    if (isRaw && (/[\r\n:]/.test(name) || /[\r\n]/.test(value)))
      throw new Error(`invalid ${frame.command} header ${name}`)
    head += isRaw ? `${name}:${value}\n` : `${escapeHeader(name)}:${escapeHeader(value)}\n`
  }
  if (body.length > 0) head += `content-length:${body.length}\n`
  head += '\n'

  const headBytes = encoder.encode(head)
  const out = new Uint8Array(headBytes.length + body.length + 1)
  out.set(headBytes, 0)
  out.set(body, headBytes.length)
  out[out.length - 1] = NUL
  return out
}

/** The same frame as a string, for a WebSocket text message (what @stomp/stompjs expects by default). */
export function serializeFrameText(frame: OutgoingFrame): string {
  return Buffer.from(serializeFrame(frame)).toString('utf8')
}

export function frameBodyText(frame: StompFrame): string {
  return Buffer.from(frame.body).toString('utf8')
}

function escapeHeader(text: string): string {
  return text.replace(/[\\\r\n:]/g, (char) => ESCAPES[char]!)
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' }
const UNESCAPES: Record<string, string> = { '\\': '\\', r: '\r', n: '\n', c: ':' }

/** Undefined escapes such as `\t` are a fatal protocol error (STOMP 1.2, "Value Encoding"). */
function unescapeHeader(text: string): string {
  if (!text.includes('\\')) return text
  return text.replace(/\\(.?)/gs, (_match, next: string) => {
    const replacement = UNESCAPES[next]
    if (replacement === undefined) throw new StompParseError('undefined escape sequence in a header')
    return replacement
  })
}
