// A loopback TCP proxy in front of a real server (PostgreSQL, Redis, an S3 server, our own WebSocket
// endpoint), which the tests make misbehave as a network or a failing host does: drop every connection,
// refuse new ones, hold the traffic during a partition, stop answering for good, cut a transfer midway.
import { connect, createServer, type Socket } from 'node:net'

/**
 * What the proxy does from now on:
 * - `forward`: relays both ways.
 * - `stalled`: accepts connections but lets nothing through either way, as behind a partition (the
 *   peers see no answer and no reset); what was sent meanwhile is held, its sender paused, and
 *   delivered once the proxy forwards again.
 * - `silent`: the same, except that what is sent is lost for good and the server closing a connection
 *   is not passed on: a host that stopped answering, whose clients must give up on their own.
 * - `down`: ends every open connection, and every new one as soon as it arrives (see `endWith`).
 */
export type ProxyMode = 'forward' | 'stalled' | 'silent' | 'down'

export type TcpProxyOptions = {
  /** The server's address (default 127.0.0.1). */
  host?: string
  port: number
  /**
   * How the proxy ends a connection (`dropAll`, `down`, `close`). `reset` (the default) sends a reset:
   * both peers see ECONNRESET, as when a network path or a load balancer breaks. `close` closes it
   * cleanly: they see the stream end, as when the server closes its sockets.
   */
  endWith?: 'reset' | 'close'
}

export type TcpProxy = {
  /** `127.0.0.1:<port>`, to put in a URL in place of the server's address. */
  host: string
  /** Connections relayed so far (those ended on arrival while down not counted). */
  readonly opened: number
  /** Switches mode (leaving `stalled` delivers what was held) and forgets a pending byte count below. */
  mode(next: ProxyMode): void
  /** Ends every open connection now, leaving the mode as it is (new connections are relayed as before). */
  dropAll(): void
  /** Relays `bytes` more bytes towards the server (over all connections), then goes `down`. */
  cutAfter(bytes: number): void
  /** Relays `bytes` more bytes of the server's answers (over all connections), then goes `silent`. */
  silenceAnswersAfter(bytes: number): void
  close(): Promise<void>
}

export async function startTcpProxy({
  host = '127.0.0.1',
  port,
  endWith = 'reset',
}: TcpProxyOptions): Promise<TcpProxy> {
  let current: ProxyMode = 'forward'
  let opened = 0
  let towardsServer = Infinity
  let answers = Infinity
  const pairs = new Set<[client: Socket, upstream: Socket]>()
  /** What each paused sender had sent while stalled: one chunk per sender at most, as it is paused. */
  const held: Array<() => void> = []
  const end = (socket: Socket) => (endWith === 'reset' ? socket.resetAndDestroy() : socket.destroy())
  const dropAll = () => {
    for (const [client, upstream] of pairs) {
      end(client)
      end(upstream)
    }
    pairs.clear()
  }

  /** Writes what the byte counts let through; false when `to` asks the sender to wait for 'drain'. */
  const pass = (chunk: Buffer, to: Socket, isAnswer: boolean): boolean => {
    if (!isAnswer && chunk.length >= towardsServer) {
      // Only once the last bytes are handed to the system does the cut come, so the server gets them.
      to.write(chunk.subarray(0, towardsServer), () => proxy.mode('down'))
      towardsServer = 0
      return true
    }
    if (isAnswer && chunk.length >= answers) {
      const flushed = to.write(chunk.subarray(0, answers))
      answers = Infinity
      current = 'silent'
      return flushed
    }
    if (isAnswer) answers -= chunk.length
    else towardsServer -= chunk.length
    return to.write(chunk)
  }
  /** Relays `from` to `to` as `pipe` would (the sender paused while `to` is full, so nothing piles up). */
  const relay = (from: Socket, to: Socket, isAnswer: boolean) => {
    const resumeOnceFlushed = (flushed: boolean) => (flushed ? from.resume() : to.once('drain', () => from.resume()))
    from.on('data', (chunk: Buffer) => {
      if (current === 'silent' || current === 'down') return
      if (current === 'stalled') {
        from.pause()
        held.push(() => resumeOnceFlushed(current === 'forward' ? pass(chunk, to, isAnswer) : true))
        return
      }
      if (!pass(chunk, to, isAnswer)) {
        from.pause()
        to.once('drain', () => from.resume())
      }
    })
  }

  const server = createServer((client) => {
    if (current === 'down') return end(client)
    opened += 1
    const upstream = connect(port, host)
    const pair: [Socket, Socket] = [client, upstream]
    pairs.add(pair)
    for (const socket of pair) {
      const endPair = () => {
        // While silent, the client hears nothing whatever the server does: no data, no end.
        if (current === 'silent' && socket === upstream) return
        pairs.delete(pair)
        client.destroy()
        upstream.destroy()
      }
      socket.on('error', endPair).on('close', endPair)
    }
    relay(client, upstream, false)
    relay(upstream, client, true)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('the proxy has no port')

  const proxy: TcpProxy = {
    host: `127.0.0.1:${address.port}`,
    get opened() {
      return opened
    },
    mode(next) {
      towardsServer = Infinity
      answers = Infinity
      current = next
      if (next === 'down') dropAll()
      if (next !== 'stalled') for (const release of held.splice(0)) release()
    },
    dropAll,
    cutAfter(bytes) {
      towardsServer = bytes
    },
    silenceAnswersAfter(bytes) {
      answers = bytes
    },
    close() {
      dropAll()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
  return proxy
}
