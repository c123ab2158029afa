import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  clearSession,
  isSessionExpired,
  parseStoredSession,
  readStoredSession,
  SESSION_KEY,
  storeSession,
  toStoredSession,
  useSession,
} from './session-store'

const user = { accessToken: 'tok', username: 'alice', piId: 'sim-uid-alice', role: 'USER' as const, expiresIn: 3600 }
const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString()
const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString()

function Greeting() {
  const session = useSession()
  return <p>{session ? `Hi, ${session.username}` : 'signed out'}</p>
}

describe('stored session', () => {
  it('computes expiresAt as now + expiresIn, in ISO format', () => {
    const now = Date.parse('2025-05-06T10:00:00.000Z')
    expect(toStoredSession(user, now).expiresAt).toBe('2025-05-06T11:00:00.000Z')
  })

  it('stores the session under localStorage.user with every field', () => {
    storeSession(user)
    const stored = JSON.parse(window.localStorage.getItem(SESSION_KEY) ?? '{}')
    expect(stored).toMatchObject(user)
    expect(Date.parse(stored.expiresAt) - Date.now()).toBeGreaterThan(3_590_000)
  })

  it('treats a missing or past expiresAt as expired', () => {
    expect(isSessionExpired({ expiresAt: anHourAgo() })).toBe(true)
    expect(isSessionExpired({ expiresAt: '' })).toBe(true)
    expect(isSessionExpired({ expiresAt: 'not a date' })).toBe(true)
    expect(isSessionExpired(null)).toBe(true)
    expect(isSessionExpired({ expiresAt: inOneHour() })).toBe(false)
  })

  it('rejects unparseable data and data without an access token or expiresAt', () => {
    expect(parseStoredSession('{not json')).toBeNull()
    expect(parseStoredSession(JSON.stringify({ ...user, accessToken: undefined, expiresAt: inOneHour() }))).toBeNull()
    expect(parseStoredSession(JSON.stringify(user))).toBeNull()
  })

  it('fills the defaults (role USER, expiresIn 3600)', () => {
    const raw = JSON.stringify({ accessToken: 't', username: 'bob', piId: 'p', expiresAt: inOneHour() })
    expect(parseStoredSession(raw)).toMatchObject({ role: 'USER', expiresIn: 3600 })
  })

  it('clears unparseable data when it is read', () => {
    window.localStorage.setItem(SESSION_KEY, '{"accessToken":')
    expect(readStoredSession()).toEqual({ session: null, isExpired: false })
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull()
  })

  it('reports an expired session without hiding it from the caller', () => {
    window.localStorage.setItem(SESSION_KEY, JSON.stringify({ ...user, expiresAt: anHourAgo() }))
    expect(readStoredSession()).toMatchObject({ session: { username: 'alice' }, isExpired: true })
  })
})

describe('useSession', () => {
  it('returns the stored user while the session is valid', () => {
    storeSession(user)
    const { result } = renderHook(() => useSession())
    expect(result.current?.username).toBe('alice')
  })

  it('is signed out when the stored session expired', () => {
    window.localStorage.setItem(SESSION_KEY, JSON.stringify({ ...user, expiresAt: anHourAgo() }))
    const { result } = renderHook(() => useSession())
    expect(result.current).toBeNull()
  })

  it('is signed out (and cleans up) with unparseable data', () => {
    window.localStorage.setItem(SESSION_KEY, 'garbage')
    const { result } = renderHook(() => useSession())
    expect(result.current).toBeNull()
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull()
  })

  it('follows sign-in and sign-out in the same tab', () => {
    const { result, rerender } = renderHook(() => useSession())
    expect(result.current).toBeNull()
    act(() => void storeSession(user))
    rerender()
    expect(result.current?.username).toBe('alice')
    act(() => clearSession())
    expect(result.current).toBeNull()
  })

  it('renders signed out on the server, whatever is stored, so hydration matches', () => {
    storeSession(user)
    expect(renderToString(<Greeting />)).toContain('signed out')
  })
})
