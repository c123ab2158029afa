// A hand-driven HTTP/1.1 request over a raw socket: the test decides when each byte leaves, so a
// request can be left half-sent (in flight) while the server is signalled, or trickled slowly.
import { connect, type Socket } from 'node:net'

export type RawAnswer = { status: number | null; head: string; body: string; closedBy: 'server' | 'error' }

export type RawRequest = {
  socket: Socket
  write(chunk: string | Buffer): Promise<void>
  /** Resolves once the server has sent `text` (e.g. its `100 Continue`: it has parsed our head). */
  received(text: string, timeoutMs?: number): Promise<void>
  /** Everything the server sent until it closed the connection (or an error ended it). */
  answer: Promise<RawAnswer>
}

export async function openRawRequest(port: number): Promise<RawRequest> {
  const socket = connect(port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  const chunks: Buffer[] = []
  socket.on('data', (chunk: Buffer) => chunks.push(chunk))
  const answer = new Promise<RawAnswer>((resolve) => {
    let closedBy: RawAnswer['closedBy'] = 'server'
    socket.on('error', () => {
      closedBy = 'error'
    })
    socket.on('close', () => {
      // Interim answers (100 Continue) come first; the final one follows.
      const text = Buffer.concat(chunks)
        .toString('utf8')
        .replace(/^(HTTP\/1\.1 1\d\d [^\r]*\r\n\r\n)+/, '')
      const [head = '', body = ''] = text.split('\r\n\r\n', 2)
      const match = /^HTTP\/1\.1 (\d{3})/.exec(head)
      resolve({ status: match ? Number(match[1]) : null, head, body, closedBy })
    })
  })
  return {
    socket,
    answer,
    async received(text, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (!Buffer.concat(chunks).toString('utf8').includes(text)) {
        if (Date.now() > deadline || socket.destroyed) throw new Error(`the server never sent "${text}"`)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    },
    write: (chunk) =>
      new Promise((resolve, reject) => socket.write(chunk, (error) => (error ? reject(error) : resolve()))),
  }
}

/** The head of a JSON POST whose body follows separately; `Connection: close` so the answer ends the socket. */
export function jsonPostHead(path: string, bodyLength: number, extraHeaders: Record<string, string> = {}): string {
  const headers = {
    host: '127.0.0.1',
    'content-type': 'application/json',
    'content-length': String(bodyLength),
    connection: 'close',
    ...extraHeaders,
  }
  return `POST ${path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')}\r\n\r\n`
}
