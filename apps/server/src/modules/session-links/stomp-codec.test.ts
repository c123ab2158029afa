import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  createStompParser,
  frameBodyText,
  parseFrame,
  serializeFrame,
  type StompEvent,
  type StompFrame,
} from './stomp-codec'

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8')
const bytesOf = (value: string) => new Uint8Array(Buffer.from(value, 'utf8'))

function expectFrame(result: StompFrame | { error: string }): StompFrame {
  if ('error' in result) throw new Error(`expected a frame, got error: ${result.error}`)
  return result
}

function expectError(result: StompFrame | { error: string }): string {
  if (!('error' in result)) throw new Error(`expected an error, got a ${result.command} frame`)
  return result.error
}

function framesOf(events: StompEvent[]) {
  return events.flatMap((event) => (event.type === 'frame' ? [event.frame] : []))
}

describe('serializeFrame', () => {
  it('writes command, headers, a blank line and the NUL terminator', () => {
    const frame = serializeFrame({ command: 'CONNECTED', headers: { version: '1.2', 'heart-beat': '0,0' } })
    expect(text(frame)).toBe('CONNECTED\nversion:1.2\nheart-beat:0,0\n\n\0')
  })

  it('sets content-length from the UTF-8 body, replacing whatever the caller passed', () => {
    const frame = serializeFrame({ command: 'MESSAGE', headers: { 'content-length': '1' }, body: '{"é":1}' })
    expect(text(frame)).toBe('MESSAGE\ncontent-length:8\n\n{"é":1}\0')
  })

  it('escapes backslash, CR, LF and colon in header names and values', () => {
    const frame = serializeFrame({ command: 'MESSAGE', headers: { 'a:b': 'c\\d\re\nf:g' } })
    expect(text(frame)).toBe('MESSAGE\na\\cb:c\\\\d\\re\\nf\\cg\n\n\0')
  })

  it('refuses headers that CONNECTED cannot carry unescaped, and invalid commands', () => {
    expect(() => serializeFrame({ command: 'CONNECTED', headers: { version: '1\n2' } })).toThrow()
    expect(() => serializeFrame({ command: 'MESSAGE', headers: { a: 'nul\0' } })).toThrow()
    expect(() => serializeFrame({ command: 'MES SAGE' })).toThrow()
  })
})

describe('parseFrame', () => {
  it('reads a frame with LF or CRLF line endings and trailing heart-beats', () => {
    for (const input of ['SEND\ndestination:/a\n\nhello\0\n\n', 'SEND\r\ndestination:/a\r\n\r\nhello\0\r\n']) {
      const frame = expectFrame(parseFrame(input))
      expect(frame.command).toBe('SEND')
      expect(frame.headers).toEqual({ destination: '/a' })
      expect(frameBodyText(frame)).toBe('hello')
    }
  })

  it('reads exactly content-length bytes, NUL octets included', () => {
    const frame = expectFrame(parseFrame('SEND\ncontent-length:5\n\na\0b\0c\0'))
    expect([...frame.body]).toEqual([97, 0, 98, 0, 99])
  })

  it('unescapes headers, except on CONNECT and CONNECTED (STOMP 1.0 compatibility)', () => {
    expect(expectFrame(parseFrame('SUBSCRIBE\nid:a\\cb\\\\c\\nd\\re\n\n\0')).headers.id).toBe('a:b\\c\nd\re')
    expect(expectFrame(parseFrame('CONNECT\nlogin:a\\cb:c\n\n\0')).headers.login).toBe('a\\cb:c')
  })

  it('keeps the first of repeated headers', () => {
    expect(expectFrame(parseFrame('MESSAGE\nfoo:first\nfoo:second\n\n\0')).headers.foo).toBe('first')
  })

  it('treats a header named __proto__ as an ordinary header', () => {
    const frame = expectFrame(parseFrame('MESSAGE\n__proto__:x\nconstructor:y\n\n\0'))
    expect(frame.headers['__proto__']).toBe('x')
    expect(frame.headers.constructor).toBe('y')
  })

  it.each([
    ['an undefined escape sequence', 'SEND\nid:a\\tb\n\n\0', 'undefined escape sequence in a header'],
    ['a trailing backslash', 'SEND\nid:a\\\n\n\0', 'undefined escape sequence in a header'],
    ['a header line without a colon', 'SEND\nno-colon\n\n\0', 'malformed header line'],
    ['an empty header name', 'SEND\n:value\n\n\0', 'malformed header line'],
    ['a NUL inside the headers', 'SEND\nid:1\0\n\n\0', 'frame ended before its headers did'],
    ['a malformed command', 'SE ND\n\n\0', 'malformed command line'],
    ['a body longer than its content-length', 'SEND\ncontent-length:1\n\nab\0', 'body longer than its content-length'],
    ['a non-numeric content-length', 'SEND\ncontent-length:-1\n\n\0', 'malformed content-length'],
    ['a lone CR between frames', '\rSEND\n\n\0', 'malformed end of line'],
  ])('refuses %s', (_name, input, message) => {
    expect(expectError(parseFrame(input))).toBe(message)
  })

  it('refuses headers that are not UTF-8', () => {
    const input = Buffer.concat([Buffer.from('SEND\nid:'), Buffer.from([0xff, 0xfe]), Buffer.from('\n\n\0')])
    expect(expectError(parseFrame(input))).toBe('headers are not valid UTF-8')
  })

  it('bounds the frame size, the header count and the declared content-length', () => {
    const limits = { maxFrameBytes: 100, maxHeaders: 3 }
    expect(expectError(parseFrame(`SEND\nid:${'x'.repeat(200)}\n\n\0`, limits))).toBe('frame too large')
    expect(expectError(parseFrame(`SEND\n\n${'x'.repeat(200)}\0`, limits))).toBe('frame too large')
    expect(expectError(parseFrame('SEND\ncontent-length:500\n\n', limits))).toBe('frame too large')
    expect(expectError(parseFrame('SEND\na:1\nb:2\nc:3\nd:4\n\n\0', limits))).toBe('too many headers')
  })

  it('reports an incomplete frame rather than guessing', () => {
    expect(expectError(parseFrame('SEND\nid:1\n\nbody without end'))).toBe('incomplete frame')
  })
})

describe('the streaming parser', () => {
  it('reassembles a frame split across messages, byte by byte', () => {
    const parser = createStompParser()
    const events = [...bytesOf('SEND\r\ndestination:/x\r\n\r\nhi\0')].flatMap((byte) =>
      parser.push(new Uint8Array([byte])),
    )
    expect(framesOf(events)).toHaveLength(1)
    expect(frameBodyText(framesOf(events)[0]!)).toBe('hi')
  })

  it('reads several frames and heart-beats from one message', () => {
    const events = createStompParser().push(
      '\nCONNECT\naccept-version:1.2\n\n\0\r\n\nSUBSCRIBE\nid:1\n\n\0DISCONNECT\n\n\0',
    )
    expect(events.map((event) => (event.type === 'frame' ? event.frame.command : event.type))).toEqual([
      'heartbeat',
      'CONNECT',
      'heartbeat',
      'heartbeat',
      'SUBSCRIBE',
      'DISCONNECT',
    ])
  })

  it('stays failed after an error', () => {
    const parser = createStompParser()
    expect(parser.push('SEND\nbad\n\n\0')).toEqual([{ type: 'error', message: 'malformed header line' }])
    expect(parser.isFailed).toBe(true)
    expect(parser.push('SEND\n\n\0')).toEqual([{ type: 'error', message: 'malformed header line' }])
  })

  it('stays linear when a maximum-size frame arrives one byte per message', () => {
    const parser = createStompParser()
    const frame = serializeFrame({ command: 'SEND', headers: { destination: '/x' }, body: 'y'.repeat(60_000) })
    const started = performance.now()
    let count = 0
    for (const byte of frame) count += framesOf(parser.push(new Uint8Array([byte]))).length
    expect(count).toBe(1)
    expect(performance.now() - started).toBeLessThan(3000)
  })
})

const commandArb = fc.constantFrom(
  'SEND',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'MESSAGE',
  'RECEIPT',
  'ERROR',
  'DISCONNECT',
  'ACK',
)
// Any Unicode text (no lone surrogates: headers are UTF-8), NUL excluded: STOMP headers cannot carry it.
const headerTextArb = fc.string({ unit: 'grapheme', maxLength: 20 }).filter((value) => !value.includes('\0'))
const headersArb = fc
  .uniqueArray(
    fc.tuple(
      headerTextArb.filter((name) => name !== '' && name !== 'content-length'),
      headerTextArb,
    ),
    {
      selector: ([name]) => name,
      maxLength: 8,
    },
  )
  .map((pairs) => {
    const headers: Record<string, string> = Object.create(null)
    for (const [name, value] of pairs) headers[name] = value
    return headers
  })
const frameArb = fc.record({ command: commandArb, headers: headersArb, body: fc.uint8Array({ maxLength: 300 }) })

/** Cuts `bytes` at the given offsets (deduplicated, sorted) into consecutive chunks. */
function split(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b)
  const chunks: Uint8Array[] = []
  let start = 0
  for (const point of [...points, bytes.length]) {
    chunks.push(bytes.subarray(start, point))
    start = point
  }
  return chunks
}

describe('the parser under fuzzing', () => {
  it('never throws on random bytes cut at random places, and yields nothing after an error', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 600 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        fc.boolean(),
        (bytes, cuts, isPrefixed) => {
          const parser = createStompParser({ maxFrameBytes: 256, maxHeaders: 4 })
          // Half the runs start with a plausible frame opening, to get past the command line more often.
          const input = isPrefixed ? new Uint8Array([...bytesOf('SEND\nid:1\n'), ...bytes]) : bytes
          const events = split(input, cuts).flatMap((chunk) => parser.push(chunk))
          const errorAt = events.findIndex((event) => event.type === 'error')
          if (errorAt !== -1) expect(events.slice(errorAt).every((event) => event.type === 'error')).toBe(true)
          for (const event of events) expect(['frame', 'heartbeat', 'error']).toContain(event.type)
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('never throws on random text made of STOMP-significant characters', () => {
    const stompish = fc
      .array(
        fc.constantFrom(
          'SEND',
          'CONNECT',
          '\n',
          '\r',
          '\r\n',
          ':',
          '\\',
          '\\c',
          '\\n',
          '\0',
          'a',
          'content-length:',
          '3',
        ),
        {
          maxLength: 60,
        },
      )
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(stompish, fc.array(fc.nat(), { maxLength: 10 }), (input, cuts) => {
        const parser = createStompParser({ maxFrameBytes: 128, maxHeaders: 4 })
        for (const chunk of split(bytesOf(input), cuts)) parser.push(chunk)
      }),
      { numRuns: 2000 },
    )
  })

  it('round-trips serialize → parse for random headers and bodies', () => {
    fc.assert(
      fc.property(frameArb, (frame) => {
        const parsed = expectFrame(parseFrame(serializeFrame(frame)))
        expect(parsed.command).toBe(frame.command)
        expect({ ...parsed.headers }).toEqual({
          ...frame.headers,
          ...(frame.body.length > 0 ? { 'content-length': String(frame.body.length) } : {}),
        })
        expect([...parsed.body]).toEqual([...frame.body])
      }),
      { numRuns: 500 },
    )
  })

  it('parses a stream of frames the same however it is cut', () => {
    fc.assert(
      fc.property(
        fc.array(frameArb, { minLength: 1, maxLength: 5 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        (frames, cuts) => {
          const stream = Buffer.concat(frames.flatMap((frame) => [serializeFrame(frame), Buffer.from('\n')]))
          const parser = createStompParser()
          const events = split(new Uint8Array(stream), cuts).flatMap((chunk) => parser.push(chunk))
          expect(events.filter((event) => event.type === 'error')).toEqual([])
          const parsed = framesOf(events)
          expect(parsed.map((frame) => frame.command)).toEqual(frames.map((frame) => frame.command))
          expect(parsed.map((frame) => [...frame.body])).toEqual(frames.map((frame) => [...frame.body]))
          expect(events.filter((event) => event.type === 'heartbeat')).toHaveLength(frames.length)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('round-trips CONNECT and CONNECTED, whose headers are not escaped', () => {
    const rawText = fc.string({ unit: 'grapheme', maxLength: 20 }).filter((value) => !/[\0\r\n]/.test(value))
    fc.assert(
      fc.property(
        fc.constantFrom('CONNECT', 'CONNECTED'),
        rawText.filter((name) => name !== '' && !name.includes(':') && name !== 'content-length'),
        rawText,
        (command, name, value) => {
          const parsed = expectFrame(parseFrame(serializeFrame({ command, headers: { [name]: value } })))
          // A trailing CR would read as part of a CRLF line ending.
          expect(parsed.headers[name]).toBe(value)
        },
      ),
      { numRuns: 500 },
    )
  })
})
