import { useEffect, useState } from 'react'

/**
 * Reads of the public pages that happen after hydration (the mobile category list, slot counts,
 * the signed-in user's plan). The public pages keep TanStack Query out of their first load (it
 * was ~10 KB gzip of the 120 KB budget of docs/decisions/0005-first-load-budget.md); the
 * dashboards, the editor and the payment flows, all loaded on demand, still use it.
 *
 * Answers are kept per tab by key, so reopening a menu or switching back to a category reads from
 * memory while they are younger than `maxAgeMs`.
 */
const answers = new Map<string, { data: unknown; at: number }>()

/** Stores an answer got elsewhere (sign-in already fetched the plan), so no hook fetches it again. */
export function rememberRemote(key: string, data: unknown) {
  answers.set(key, { data, at: Date.now() })
}

/** Forgets every answer whose key starts with `prefix` (sign-out forgets the user's payments). */
export function forgetRemote(prefix: string) {
  for (const key of answers.keys()) if (key.startsWith(prefix)) answers.delete(key)
}

export type Remote<T> = { data: T | undefined; isPending: boolean; isError: boolean; isSuccess: boolean }

type Settled<T> = { key: string; data?: T; isError: boolean }

/**
 * The answer of `load` for `key`; nothing is fetched while `key` is null. `initialData` (what a
 * loader rendered) stands for the answer until it is older than `maxAgeMs`. When `key` changes, an
 * answer still on its way for the old key is dropped, never shown under the new one.
 */
export function useRemote<T>(
  key: string | null,
  load: () => Promise<T>,
  { initialData, maxAgeMs = 60_000 }: { initialData?: T; maxAgeMs?: number } = {},
): Remote<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null)

  useEffect(() => {
    if (key === null) return
    if (initialData !== undefined && !answers.has(key)) rememberRemote(key, initialData)
    const known = answers.get(key)
    if (known && Date.now() - known.at < maxAgeMs) return // rendered from memory below
    let isCurrent = true
    load().then(
      (data) => {
        rememberRemote(key, data)
        if (isCurrent) setSettled({ key, data, isError: false })
      },
      (error: unknown) => {
        console.warn(`request for ${key} failed`, error)
        if (isCurrent) setSettled({ key, isError: true })
      },
    )
    return () => {
      isCurrent = false
    }
    // `load` and `initialData` belong to `key`: a new key brings new ones, the same key the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, maxAgeMs])

  // This key's own answer, else one kept from earlier (shown while a fresher one is on its way),
  // else what the loader rendered. The server never stores answers, so hydration renders alike.
  const current = settled?.key === key ? settled : null
  const remembered = key === null ? undefined : (answers.get(key)?.data as T | undefined)
  const data = current?.data ?? remembered ?? (key === null ? undefined : initialData)
  const isError = current?.isError ?? false
  return { data, isError, isPending: key !== null && data === undefined && !isError, isSuccess: data !== undefined }
}
