import net, { type AddressInfo } from 'node:net'

/**
 * What the proxy does with the traffic: relay it (`forward`), hold every connection open and relay
 * nothing (`silent`: a server that stopped answering), or refuse and cut connections (`down`).
 */
export type ProxyMode = 'forward' | 'silent' | 'down'

export type TcpFaultProxy = {
  /** `127.0.0.1:<port>`, to put in a URL in place of the real server's address. */
  host: string
  port: number
  mode(next: ProxyMode): void
  /** Relays `bytes` more bytes towards the server, then cuts every connection and goes down. */
  cutAfter(bytes: number): void
  /** Relays `bytes` more bytes of the server's answers, then goes silent (an answer stalled midway). */
  stallAnswersAfter(bytes: number): void
  close(): Promise<void>
}

/**
 * A TCP proxy on a free loopback port in front of a real server (Redis, an S3 server…), to make that
 * server misbehave as a network does: go silent, go down, drop a connection mid-transfer.
 */
export async function startTcpFaultProxy(target: { host: string; port: number }): Promise<TcpFaultProxy> {
  let mode: ProxyMode = 'forward'
  let budget = Infinity
  let answerBudget = Infinity
  const sockets = new Set<net.Socket>()
  const cutAll = () => {
    mode = 'down'
    for (const socket of sockets) socket.destroy()
  }
  const server = net.createServer((client) => {
    if (mode === 'down') return client.destroy()
    const upstream = net.connect(target.port, target.host)
    sockets.add(client).add(upstream)
    client.on('data', (chunk: Buffer) => {
      if (mode !== 'forward') return
      if (chunk.length >= budget) {
        upstream.write(chunk.subarray(0, budget), cutAll)
        budget = 0
        return
      }
      budget -= chunk.length
      upstream.write(chunk)
    })
    upstream.on('data', (chunk: Buffer) => {
      if (mode !== 'forward') return
      if (chunk.length >= answerBudget) {
        client.write(chunk.subarray(0, answerBudget))
        answerBudget = Infinity
        mode = 'silent'
        return
      }
      answerBudget -= chunk.length
      client.write(chunk)
    })
    for (const socket of [client, upstream]) {
      socket.on('error', () => undefined)
      socket.on('close', () => {
        sockets.delete(socket)
        // Silent, the client's side stays open whatever the server does: nothing comes, nothing ends.
        if (mode === 'silent' && socket === upstream) return
        sockets.delete(client)
        sockets.delete(upstream)
        client.destroy()
        upstream.destroy()
      })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    host: `127.0.0.1:${port}`,
    port,
    mode(next) {
      budget = Infinity
      answerBudget = Infinity
      if (next === 'down') cutAll()
      mode = next
    },
    cutAfter(bytes) {
      budget = bytes
    },
    stallAnswersAfter(bytes) {
      answerBudget = bytes
    },
    close() {
      for (const socket of sockets) socket.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
