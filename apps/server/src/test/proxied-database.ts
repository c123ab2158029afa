import { startTcpProxy, type TcpProxy } from './tcp-proxy'
import { createTestDatabase, type TestDatabase } from './test-database'

export type ProxiedDatabase = {
  target: TestDatabase
  proxy: TcpProxy
  /** The throwaway database's URL with the proxy in its place: connections through it meet its faults. */
  url: string
  /** Stops the proxy and drops the database. */
  close(): Promise<void>
}

/** A throwaway PostgreSQL database behind a loopback TCP proxy that resets, refuses or goes silent. */
export async function proxiedTestDatabase(): Promise<ProxiedDatabase> {
  const target = await createTestDatabase()
  const url = new URL(target.url!)
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) })
  url.host = proxy.host
  return {
    target,
    proxy,
    url: url.toString(),
    async close() {
      await proxy.close()
      await target.drop()
    },
  }
}

/** The errors no one caught while it listens: a test asserts none (a crash in production). */
export function collectUncaught(): { errors: unknown[]; stop(): void } {
  const errors: unknown[] = []
  const onUncaught = (error: unknown) => errors.push(error)
  process.on('uncaughtException', onUncaught)
  return { errors, stop: () => void process.off('uncaughtException', onUncaught) }
}
