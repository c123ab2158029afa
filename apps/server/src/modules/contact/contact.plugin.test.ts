import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { ContactMessageSchema } from '@spotlight/shared/schemas/contact'
import { contactMessages } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { insertContactMessage } from '#src/test/factories'

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'I would like to advertise my app.' }

describe('POST /api/contact', () => {
  let t: TestApp
  let sent = 0
  const post = (json: unknown) => {
    sent++
    return t.request('/api/contact', { method: 'POST', json })
  }

  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it('stores a valid message (trimmed) and answers 201 with the success message', async () => {
    const response = await post({ name: '  Ada Lovelace ', email: ' ada@example.com ', message: valid.message })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true, message: 'Your message has been sent successfully!' })
    const rows = await t.database.db.select().from(contactMessages)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ ...valid, handledAt: null })

    const admin = (await signIn(t, 'admin')).accessToken
    const inbox = (await (await t.request('/api/contact-messages', { token: admin })).json()) as unknown[]
    expect(inbox.map((item) => ContactMessageSchema.parse(item))).toMatchObject([valid])
  })

  it.each([
    [{}, { name: 'Name is required (min. 3 characters).', email: 'A valid email is required.' }],
    [{ ...valid, name: 'Al' }, { name: 'Name is required (min. 3 characters).' }],
    [{ ...valid, name: '   Al     ' }, { name: 'Name is required (min. 3 characters).' }],
    [{ ...valid, name: 123 }, { name: 'Name is required (min. 3 characters).' }],
    [{ ...valid, email: 'not-an-email' }, { email: 'A valid email is required.' }],
    [{ ...valid, email: `${'a'.repeat(250)}@example.com` }, { email: 'A valid email is required.' }],
    [{ ...valid, message: 'Too short' }, { message: 'Message is required (min. 10 characters).' }],
    [{ ...valid, message: ['an array'] }, { message: 'Message is required (min. 10 characters).' }],
    [{ ...valid, name: 'n'.repeat(101) }, { name: 'Name must be at most 100 characters.' }],
    [{ ...valid, message: 'm'.repeat(5001) }, { message: 'Message must be at most 5000 characters.' }],
  ])('refuses an invalid body (%#) with 400 and the message of each field', async (body, messages) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    const error = ErrorBodySchema.parse(await response.json()).error
    expect(error.code).toBe('VALIDATION_FAILED')
    for (const [path, message] of Object.entries(messages)) {
      expect(error.details).toContainEqual({ path, message })
    }
  })

  it('refuses a body that is not an object, not JSON, too large or of another type, never with a 500', async () => {
    expect((await post([valid])).status).toBe(400)
    sent += 3
    const broken = await t.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    })
    expect(broken.status).toBe(400)
    expect(ErrorBodySchema.parse(await broken.json()).error.code).toBe('BAD_REQUEST')
    const huge = await t.request('/api/contact', { method: 'POST', json: { ...valid, message: 'x'.repeat(1_100_000) } })
    expect(huge.status).toBe(413)
    const text = await t.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<a/>',
    })
    expect(text.status).toBe(415)
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(1)
  })

  it('stores at most 5 messages per IP in 10 minutes, then answers 429 RATE_LIMITED', async () => {
    expect(sent).toBeLessThan(30) // every attempt counts towards the looser limit
    for (let index = 0; index < 4; index++) expect((await post(valid)).status).toBe(201)
    const limited = await post(valid)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBeTruthy()
    expect(ErrorBodySchema.parse(await limited.json()).error.code).toBe('RATE_LIMITED')
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(5)
  })
})

describe('the contact inbox (/api/contact-messages)', () => {
  let t: TestApp
  const tokens = { user: '', admin: '' }
  const ids: number[] = []

  beforeAll(async () => {
    t = await buildTestApp()
    tokens.user = (await signIn(t, 'uma')).accessToken
    tokens.admin = (await signIn(t, 'admin')).accessToken
    for (let index = 0; index < 7; index++) {
      ids.push((await insertContactMessage(t.database.db, { name: `Sender ${index}` })).id)
    }
  })
  afterAll(async () => {
    await t.close()
  })

  it.each([
    ['GET', '/api/contact-messages'],
    ['PUT', '/api/contact-messages/1/handled'],
  ])('%s %s: visitor 401, user 403, admin 200', async (method, path) => {
    const visitor = await t.request(path, { method })
    expect(visitor.status).toBe(401)
    expect(ErrorBodySchema.parse(await visitor.json()).error.code).toBe('AUTH_REQUIRED')
    const user = await t.request(path, { method, token: tokens.user })
    expect(user.status).toBe(403)
    expect(ErrorBodySchema.parse(await user.json()).error.code).toBe('FORBIDDEN')
    expect((await t.request(path.replace('/1/', `/${ids[0]}/`), { method, token: tokens.admin })).status).toBe(200)
  })

  it('lists newest first, page by page, never cached by a shared cache', async () => {
    const seen: number[] = []
    let cursor: string | null = null
    do {
      const response: Response = await t.request(`/api/contact-messages?limit=3${cursor ? `&cursor=${cursor}` : ''}`, {
        token: tokens.admin,
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      seen.push(...((await response.json()) as { id: number }[]).map((item) => item.id))
      cursor = response.headers.get('x-next-cursor')
    } while (cursor)
    expect(seen).toEqual([...ids].reverse())
  })

  it('marks a message handled once: a second call keeps the first time', async () => {
    const id = ids[3]!
    const first = ContactMessageSchema.parse(
      await (await t.request(`/api/contact-messages/${id}/handled`, { method: 'PUT', token: tokens.admin })).json(),
    )
    expect(first.handledAt).not.toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 20))
    const second = ContactMessageSchema.parse(
      await (await t.request(`/api/contact-messages/${id}/handled`, { method: 'PUT', token: tokens.admin })).json(),
    )
    expect(second).toEqual(first)
  })

  it('answers 404 CONTACT_MESSAGE_NOT_FOUND for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.request('/api/contact-messages/999999/handled', { method: 'PUT', token: tokens.admin })
    expect(unknown.status).toBe(404)
    expect(ErrorBodySchema.parse(await unknown.json()).error.code).toBe('CONTACT_MESSAGE_NOT_FOUND')
    for (const id of ['abc', '0', '-3', '1e99']) {
      const response = await t.request(`/api/contact-messages/${id}/handled`, { method: 'PUT', token: tokens.admin })
      expect(response.status).toBe(400)
    }
  })

  it.each(['limit=0', 'limit=101', 'limit=x', 'cursor=%24%24', `cursor=${Buffer.from('c1:0').toString('base64url')}`])(
    'refuses ?%s with 400',
    async (query) => {
      const response = await t.request(`/api/contact-messages?${query}`, { token: tokens.admin })
      expect(response.status).toBe(400)
      expect(ErrorBodySchema.parse(await response.json()).error.code).toBe('VALIDATION_FAILED')
    },
  )
})
