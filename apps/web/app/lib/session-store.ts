import { useEffect, useReducer, useSyncExternalStore } from 'react'
import { ROLES } from '@spotlight/shared/domain/enums'
import type { SessionUser, StoredSession } from '@spotlight/shared/schemas/auth'
import { notifySessionExpired } from './session-expiry'

/** localStorage key of the stored session. */
export const SESSION_KEY = 'user'

export type { StoredSession }

type Listener = () => void
const listeners = new Set<Listener>()

function emit() {
  for (const listener of listeners) listener()
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // storage disabled (privacy mode, sandboxed frame)
  }
}

/** Parses a raw stored value; anything malformed (bad JSON, no accessToken, no expiresAt) is `null`. */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null
  try {
    return toSession(JSON.parse(raw))
  } catch {
    return null
  }
}

const isText = (value: unknown): value is string => typeof value === 'string'

/**
 * StoredSessionSchema's rules checked by hand (role defaults to USER, expiresIn to 3600): every
 * page reads the session, and zod would cost every first load ~28 KB gzip.
 */
function toSession(data: unknown): StoredSession | null {
  if (typeof data !== 'object' || data === null) return null
  const { accessToken, username, piId, role = 'USER', expiresIn = 3600, expiresAt } = data as Record<string, unknown>
  if (!isText(accessToken) || !isText(username) || !isText(piId) || !isText(expiresAt)) return null
  if (!(ROLES as readonly unknown[]).includes(role)) return null
  if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn <= 0) return null
  return { accessToken, username, piId, role: role as StoredSession['role'], expiresIn, expiresAt }
}

/** Expired when `expiresAt` is missing, unreadable or not in the future. */
export function isSessionExpired(session: Pick<StoredSession, 'expiresAt'> | null, now = Date.now()): boolean {
  const expiresAt = session?.expiresAt ? Date.parse(session.expiresAt) : Number.NaN
  return !Number.isFinite(expiresAt) || expiresAt <= now
}

/** What the server returns at sign-in plus `expiresAt` = now + expiresIn (ISO). */
export function toStoredSession(user: SessionUser, now = Date.now()): StoredSession {
  return { ...user, expiresAt: new Date(now + user.expiresIn * 1000).toISOString() }
}

export function storeSession(user: SessionUser): StoredSession {
  const session = toStoredSession(user)
  storage()?.setItem(SESSION_KEY, JSON.stringify(session))
  emit()
  return session
}

export function clearSession() {
  const store = storage()
  if (store?.getItem(SESSION_KEY) === null) return
  store?.removeItem(SESSION_KEY)
  emit()
}

export type SessionRead = { session: StoredSession | null; isExpired: boolean }

/**
 * Reads the stored session for a request. Unparseable data is removed on the spot (the request then
 * goes out without a token); an expired session is reported so the caller can end it.
 */
export function readStoredSession(): SessionRead {
  const raw = storage()?.getItem(SESSION_KEY) ?? null
  const session = parseStoredSession(raw)
  if (raw !== null && session === null) clearSession()
  if (!session) return { session: null, isExpired: false }
  return { session, isExpired: isSessionExpired(session) }
}

/** Ends a session the server or the clock refused: clears it and tells the UI (notice, redirect). */
export function expireSession() {
  clearSession()
  notifySessionExpired()
}

// The snapshot is cached by the raw string, so React sees the same object until the data changes.
let cachedRaw: string | null = null
let cachedSession: StoredSession | null = null

function getSnapshot(): StoredSession | null {
  const raw = storage()?.getItem(SESSION_KEY) ?? null
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedSession = parseStoredSession(raw)
  }
  return cachedSession
}

// The server never knows who is signed in (sessions live in localStorage): it renders signed out,
// and hydration renders the same before switching to the stored session.
const getServerSnapshot = () => null

function subscribe(listener: Listener) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_KEY) listener() // another tab signed in or out
  }
  window.addEventListener('storage', onStorage)
  // Drop unparseable leftovers once someone is watching (not during render).
  readStoredSession()
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The signed-in user, or `null` when signed out, expired or before hydration. */
export function useSession(): StoredSession | null {
  const session = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const expiresAt = session ? Date.parse(session.expiresAt) : Number.NaN

  // Re-render when the session runs out so the UI signs out by itself, even without a request.
  useEffect(() => {
    if (!Number.isFinite(expiresAt)) return
    const delay = expiresAt - Date.now()
    if (delay <= 0 || delay > 2_147_483_647) return
    const timer = window.setTimeout(rerender, delay + 50)
    return () => window.clearTimeout(timer)
  }, [expiresAt])

  return session && !isSessionExpired(session) ? session : null
}
