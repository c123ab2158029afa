import { describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '../errors'
import { PiLoginInputSchema, StoredSessionSchema } from './auth'

describe('auth schemas', () => {
  it('accepts the documented login request and needs only the access token', () => {
    expect(PiLoginInputSchema.safeParse({ accessToken: 't', piId: 'p', username: 'u' }).success).toBe(true)
    expect(PiLoginInputSchema.safeParse({ accessToken: 't' }).success).toBe(true)
    expect(PiLoginInputSchema.safeParse({ piId: 'p' }).success).toBe(false)
    expect(PiLoginInputSchema.safeParse({ accessToken: '' }).success).toBe(false)
    expect(PiLoginInputSchema.safeParse({ accessToken: 'x'.repeat(5000) }).success).toBe(false)
  })

  it('fills the stored session defaults', () => {
    const session = StoredSessionSchema.parse({
      accessToken: 't',
      username: 'u',
      piId: 'p',
      expiresAt: '2026-01-01T00:00:00.000Z',
    })
    expect(session.role).toBe('USER')
    expect(session.expiresIn).toBe(3600)
  })

  it('describes the one error body', () => {
    expect(ErrorBodySchema.safeParse({ error: { code: 'X', message: 'm' } }).success).toBe(true)
    expect(ErrorBodySchema.safeParse({ statusCode: 500, error: 'Internal' }).success).toBe(false)
  })
})
