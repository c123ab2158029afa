import { createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto'
import type { StatsRepository } from './stats.repository'

/** The UTC day before `day` (YYYY-MM-DD). */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
}

/**
 * Readers are counted through a keyed hash of (address, scope): the key is random, one per
 * UTC day, kept in the database so every instance hashes a reader alike that day, and deleted the next
 * day (docs/decisions/0009-campaign-stats.md). The address is the reader's (`readerAddressOf`: an
 * IPv6 one by its /64); the user agent is no part of it (another one is only a header away). The
 * address is never stored.
 */
export function createReaderHasher(repo: Pick<StatsRepository, 'dayKey'>) {
  let current: { day: string; key: Promise<KeyObject>; resolved?: KeyObject } | null = null

  // A KeyObject made once a day: createHmac then skips importing the key bytes on every call.
  function keyFor(day: string): Promise<KeyObject> {
    if (current?.day !== day) {
      const entry: NonNullable<typeof current> = {
        day,
        key: repo
          .dayKey(day, randomBytes(32).toString('base64'), dayBefore(day))
          .then((stored) => (entry.resolved = createSecretKey(Buffer.from(stored, 'base64')))),
      }
      // A failed read is retried by the next request instead of being remembered.
      entry.key.catch(() => {
        if (current === entry) current = null
      })
      current = entry
    }
    return current.key
  }

  return {
    /** The day's key (read from the database once a day per instance). */
    keyFor,
    /** The day's key when it has been read already (no wait), else undefined. */
    keyNow(day: string): KeyObject | undefined {
      return current?.day === day ? current.resolved : undefined
    },
    /** This reader's hash in one scope under the day's key: 128 bits, base64url. */
    hash(key: KeyObject, address: string, scope: string): string {
      return createHmac('sha256', key).update(`${address}\n${scope}`).digest().subarray(0, 16).toString('base64url')
    },
  }
}
export type ReaderHasher = ReturnType<typeof createReaderHasher>
