import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'

describe('the account’s language', () => {
  let t: TestApp
  let reader = ''
  let other = ''
  let admin = ''

  /** A Pi sign-in made from a page in `language` (its Accept-Language says so). */
  async function signInFrom(username: string, language: string) {
    const response = await t.request('/auth/pi-login', {
      method: 'POST',
      json: { accessToken: `sim-${username}` },
      headers: { 'accept-language': language },
    })
    expect(response.status).toBe(200)
    return ((await response.json()) as { accessToken: string }).accessToken
  }
  const read = (token?: string) => t.request('/api/account/language', token ? { token } : {})
  const choose = (token: string | undefined, json: unknown) =>
    t.request('/api/account/language', { method: 'PUT', json, ...(token ? { token } : {}) })

  beforeAll(async () => {
    t = await buildTestApp()
    reader = await signInFrom('lan', 'vi-VN,vi;q=0.9')
    other = await signInFrom('mai', 'zh-TW')
    admin = (await signIn(t, 'admin')).accessToken
  })
  afterAll(async () => {
    await t.close()
  })

  it('asks a visitor to sign in', async () => {
    expect((await read()).status).toBe(401)
    expect((await choose(undefined, { language: 'es' })).status).toBe(401)
  })

  it('is the language of the page the account last signed in from, and is never stored by a cache', async () => {
    const answer = await read(reader)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ language: 'vi' })
    expect(answer.headers.get('cache-control')).toMatch(/private|no-store/)
    expect(await (await read(other)).json()).toEqual({ language: 'zh-Hant' })
  })

  it('follows the choice of its owner only: another account, and an admin’s own, keep theirs', async () => {
    const changed = await choose(reader, { language: 'ko' })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toEqual({ language: 'ko' })
    expect(await (await read(reader)).json()).toEqual({ language: 'ko' })
    expect(await (await read(other)).json()).toEqual({ language: 'zh-Hant' })
    expect(await (await read(admin)).json()).toEqual({ language: 'en' })
    expect((await choose(admin, { language: 'hi' })).status).toBe(200)
    expect(await (await read(admin)).json()).toEqual({ language: 'hi' })
    expect(await (await read(reader)).json()).toEqual({ language: 'ko' })
  })

  it("keeps a chosen language when a later sign-in has only the browser's guess; a chosen one replaces it", async () => {
    const signInWith = async (init: { json?: Record<string, unknown>; headers?: Record<string, string> }) => {
      const response = await t.request('/auth/pi-login', {
        method: 'POST',
        json: { accessToken: 'sim-hoa', ...init.json },
        headers: { 'accept-language': 'en-US', ...init.headers },
      })
      expect(response.status).toBe(200)
      return ((await response.json()) as { accessToken: string }).accessToken
    }
    const languageAfter = async (init: Parameters<typeof signInWith>[0]) =>
      ((await (await read(await signInWith(init))).json()) as { language: string }).language

    expect(await languageAfter({ json: { language: 'vi' } })).toBe('vi')
    expect(await languageAfter({})).toBe('vi')
    expect(await languageAfter({ headers: { cookie: 'lang=ko' } })).toBe('ko')
    expect(await languageAfter({ json: { language: 'zh-Hans' }, headers: { cookie: 'lang=ko' } })).toBe('zh-Hans')
    expect(await languageAfter({ headers: { 'accept-language': 'id' } })).toBe('zh-Hans')
    const wrong = await t.request('/auth/pi-login', {
      method: 'POST',
      json: { accessToken: 'sim-hoa', language: 'xx' },
    })
    expect(wrong.status).toBe(400)
  })

  it('refuses anything but a language of the site with 400, never a 500, and changes nothing', async () => {
    const bodies: unknown[] = [
      {},
      { language: 'xx' },
      { language: 42 },
      { language: null },
      { language: ['vi'] },
      { language: 'vi', extra: true },
      { language: '<script>alert(1)</script>' },
      { language: 'zh-hant' },
      'vi',
    ]
    for (const body of bodies) {
      const answer = await choose(other, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(ErrorBodySchema.safeParse(await answer.json()).success).toBe(true)
    }
    const oversize = await choose(other, { language: 'vi', padding: 'x'.repeat(100_000) })
    expect([400, 413]).toContain(oversize.status)
    expect(await (await read(other)).json()).toEqual({ language: 'zh-Hant' })
  })
})
