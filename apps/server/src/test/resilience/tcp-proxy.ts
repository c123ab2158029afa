// A loopback TCP proxy that can cut every connection through it, as a flaky network or a restarting
// load balancer would, or go silent, as a network partition or a frozen server does. Used to drop a
// WebSocket mid-login, and to stand in for a stopped or unreachable PostgreSQL when no private
// cluster can be started.
import { connect, createServer, type Socket } from 'node:net'

export type TcpProxy = {
  port: number
  /** Connections opened through the proxy so far. */
  readonly opened: number
  /** Resets every open connection (both sides see the socket die without a goodbye). */
  dropAll(): void
  /** While refusing, a new connection is reset as soon as it arrives. */
  setRefusing(isRefusing: boolean): void
  /**
   * While stalled, nothing passes either way (open connections and new ones alike: the peer sees
   * no answer, no reset), as behind a partition; what was sent meanwhile arrives once it ends.
   */
  setStalled(isStalled: boolean): void
  close(): Promise<void>
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>()
  let isRefusing = false
  let isStalled = false
  let opened = 0
  const held: Array<() => void> = []
  /** Forwards `from`'s bytes to `to` (as pipe does), holding them while stalled (`from` paused meanwhile). */
  const forward = (from: Socket, to: Socket) => {
    const write = (chunk: Buffer) => {
      if (!to.write(chunk)) {
        from.pause()
        to.once('drain', () => from.resume())
      }
    }
    from.on('data', (chunk: Buffer) => {
      if (!isStalled) return write(chunk)
      from.pause()
      held.push(() => {
        write(chunk)
        from.resume()
      })
    })
  }

  const server = createServer((client) => {
    if (isRefusing) {
      client.resetAndDestroy()
      return
    }
    opened += 1
    const upstream = connect(targetPort, targetHost)
    const pair: [Socket, Socket] = [client, upstream]
    pairs.add(pair)
    const end = () => {
      pairs.delete(pair)
      client.destroy()
      upstream.destroy()
    }
    client.on('error', end).on('close', end)
    upstream.on('error', end).on('close', end)
    forward(client, upstream)
    forward(upstream, client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('the proxy has no port')

  const dropAll = () => {
    for (const [client, upstream] of pairs) {
      client.resetAndDestroy()
      upstream.resetAndDestroy()
    }
    pairs.clear()
  }

  return {
    port: address.port,
    get opened() {
      return opened
    },
    dropAll,
    setRefusing(value) {
      isRefusing = value
    },
    setStalled(value) {
      isStalled = value
      if (!value) for (const release of held.splice(0)) release()
    },
    close() {
      dropAll()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
