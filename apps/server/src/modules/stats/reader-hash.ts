import { createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto'
import type { StatsRepository } from './stats.repository'

/** The UTC day before `day` (YYYY-MM-DD). */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
}

/**
 * Readers are counted through a keyed hash of (address, user agent, scope): the key is random, one per
 * UTC day, kept in the database so every instance hashes a reader alike that day, and deleted the next
 * day (docs/decisions/0009-campaign-stats.md). Neither the address nor the user agent is stored.
 */
export function createReaderHasher(repo: Pick<StatsRepository, 'dayKey'>) {
  let current: { day: string; key: Promise<KeyObject> } | null = null

  // A KeyObject made once a day: handing createHmac raw bytes converts them on every call (7x slower).
  function keyFor(day: string): Promise<KeyObject> {
    if (current?.day !== day) {
      const key = repo
        .dayKey(day, randomBytes(32).toString('base64'), dayBefore(day))
        .then((stored) => createSecretKey(Buffer.from(stored, 'base64')))
      // A failed read is retried by the next request instead of being remembered.
      key.catch(() => {
        if (current?.key === key) current = null
      })
      current = { day, key }
    }
    return current.key
  }

  return {
    /** One hash per scope for this reader today: 128 bits, base64url. */
    async hash(day: string, reader: { address: string; userAgent: string }, scopes: string[]) {
      const key = await keyFor(day)
      return scopes.map((scope) =>
        createHmac('sha256', key)
          .update(`${reader.address}\n${reader.userAgent}\n${scope}`)
          .digest()
          .subarray(0, 16)
          .toString('base64url'),
      )
    },
  }
}
export type ReaderHasher = ReturnType<typeof createReaderHasher>
