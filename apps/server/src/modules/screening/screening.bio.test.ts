import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { AuditListSchema } from '@spotlight/shared/schemas/audit'
import {
  AdminMakerBioListSchema,
  AdminMakerBioSchema,
  MakerProfileSchema,
  OwnMakerProfileSchema,
} from '@spotlight/shared/schemas/makers'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { daysFromToday, findUserId, insertArticle } from '#src/test/factories'

const SCAM = 'Pi games. To claim your bonus, enter your 24-word passphrase at our site.'

/** The maker's bio: screened when saved, held off the public page for an admin when flagged. */
describe('scam screening of maker bios', () => {
  let t: TestApp
  const tokens: Record<string, string> = {}

  const save = (token: string, bio: string | null, website: string | null = null) =>
    t.request('/api/makers/me', { method: 'PUT', token, json: { bio, website } })
  const own = async (token: string) =>
    OwnMakerProfileSchema.parse(await (await t.request('/api/makers/me', { token })).json())
  /** The bio the public page shows (read through the public cache, as visitors do). */
  const publicBio = async (username: string) =>
    MakerProfileSchema.parse(await (await t.request(`/api/makers/${username}`)).json()).bio
  const queue = (token?: string, query = '') => t.request(`/api/admin/maker-bios${query}`, token ? { token } : {})
  const decide = (username: string, token: string | undefined, json: unknown) =>
    t.request(`/api/admin/maker-bios/${username}/decision`, { method: 'POST', json, ...(token ? { token } : {}) })
  const queued = async () => AdminMakerBioListSchema.parse(await (await queue(tokens.admin)).json())
  const auditOf = async (username: string) => {
    const id = String(await findUserId(t.database.db, username))
    const trail = AuditListSchema.parse(await (await t.request('/api/admin/audit', { token: tokens.admin })).json())
    return trail.filter((entry) => entry.targetType === 'MAKER_BIO' && entry.targetId === id)
  }

  beforeAll(async () => {
    t = await buildTestApp()
    for (const name of ['admin', 'calm', 'shady', 'turned', 'hidden', 'other'])
      tokens[name] = (await signIn(t, name)).accessToken
    for (const name of ['admin', 'calm', 'shady', 'turned', 'hidden'])
      await insertArticle(t.database.db, await findUserId(t.database.db, name), {
        company: `${name} apps`,
        publishDate: daysFromToday(-1),
      })
  })
  afterAll(async () => {
    await t.close()
  })

  it('shows an innocent bio at once', async () => {
    expect(await publicBio('calm')).toBeNull()
    expect((await (await save(tokens.calm!, 'We build Pi games.')).json()).bioStatus).toBe('PUBLISHED')
    expect(await publicBio('calm')).toBe('We build Pi games.')
  })

  it('saves a flagged bio without showing it, tells its maker it waits, and shows it once an admin approves', async () => {
    expect(await publicBio('shady')).toBeNull()
    const saved = await save(tokens.shady!, SCAM, 'https://shady.example.com')
    expect(saved.status).toBe(200)
    expect(OwnMakerProfileSchema.parse(await saved.json())).toMatchObject({ bio: SCAM, bioStatus: 'PENDING' })
    expect(await own(tokens.shady!)).toMatchObject({ bio: SCAM, bioStatus: 'PENDING', bioHiddenReason: null })
    const page = MakerProfileSchema.parse(await (await t.request('/api/makers/shady')).json())
    expect(page.bio).toBeNull()
    expect(page.website).toBe('https://shady.example.com')

    const held = (await queued()).find((bio) => bio.username === 'shady')
    expect(held).toMatchObject({ bio: SCAM, status: 'PENDING' })
    expect(held?.screening.flagged).toBe(true)
    expect(held?.screening.findings[0]?.match).toMatch(/passphrase/i)
    // Saving only the website leaves the bio waiting.
    await save(tokens.shady!, SCAM, null)
    expect((await own(tokens.shady!)).bioStatus).toBe('PENDING')

    const approved = await decide('shady', tokens.admin, { action: 'APPROVE' })
    expect(approved.status).toBe(200)
    expect(AdminMakerBioSchema.parse(await approved.json()).status).toBe('PUBLISHED')
    expect(await publicBio('shady')).toBe(SCAM)
    expect((await own(tokens.shady!)).bioStatus).toBe('PUBLISHED')
    expect((await queued()).map((bio) => bio.username)).not.toContain('shady')
    expect(await auditOf('shady')).toEqual([
      expect.objectContaining({ action: 'MAKER_BIO_APPROVE', summary: '@shady bio PENDING → PUBLISHED' }),
    ])
  })

  it('takes a public bio off the page when it is edited into flagged text', async () => {
    await save(tokens.turned!, 'Puzzle apps since 2021.')
    expect(await publicBio('turned')).toBe('Puzzle apps since 2021.')
    expect((await (await save(tokens.turned!, SCAM)).json()).bioStatus).toBe('PENDING')
    expect(await publicBio('turned')).toBeNull()
    // Rewritten into innocent words it still waits: the admin reads what it became.
    await save(tokens.turned!, 'Puzzle apps.')
    expect(await publicBio('turned')).toBeNull()
    expect((await own(tokens.turned!)).bioStatus).toBe('PENDING')
  })

  it("hides a bio with a reason its maker sees; the maker's next bio waits for an admin", async () => {
    await save(tokens.hidden!, SCAM)
    const hidden = await decide('hidden', tokens.admin, { action: 'HIDE', reason: 'Asks for a passphrase' })
    expect(hidden.status).toBe(200)
    expect(AdminMakerBioSchema.parse(await hidden.json())).toMatchObject({
      status: 'HIDDEN',
      hiddenReason: 'Asks for a passphrase',
    })
    expect(await publicBio('hidden')).toBeNull()
    expect(await own(tokens.hidden!)).toMatchObject({ bioStatus: 'HIDDEN', bioHiddenReason: 'Asks for a passphrase' })
    expect((await queued()).map((bio) => bio.username)).not.toContain('hidden')
    expect(await auditOf('hidden')).toEqual([
      expect.objectContaining({
        action: 'MAKER_BIO_HIDE',
        summary: '@hidden bio PENDING → HIDDEN',
        reason: 'Asks for a passphrase',
      }),
    ])

    await save(tokens.hidden!, 'Small games for Pioneers.')
    expect(await own(tokens.hidden!)).toMatchObject({ bioStatus: 'PENDING', bioHiddenReason: null })
    expect(await publicBio('hidden')).toBeNull()
    // Cleared, there is nothing to hold.
    expect((await (await save(tokens.hidden!, '')).json()).bioStatus).toBe('PUBLISHED')
  })

  it("never holds an admin's own bio", async () => {
    expect((await (await save(tokens.admin!, SCAM)).json()).bioStatus).toBe('PUBLISHED')
    expect(await publicBio('admin')).toBe(SCAM)
  })

  it('lets only an admin read the queue and decide: a visitor 401, the maker and another user 403', async () => {
    await save(tokens.turned!, SCAM)
    expect((await queue()).status).toBe(401)
    expect((await decide('turned', undefined, { action: 'APPROVE' })).status).toBe(401)
    for (const token of [tokens.turned!, tokens.other!, tokens.calm!]) {
      expect((await queue(token)).status).toBe(403)
      const refused = await decide('turned', token, { action: 'APPROVE' })
      expect(refused.status).toBe(403)
      expect(ErrorBodySchema.parse(await refused.json()).error.code).toBe('FORBIDDEN')
    }
    expect((await own(tokens.turned!)).bioStatus).toBe('PENDING')
    const allowed = await queue(tokens.admin)
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('cache-control')).toBe('private, no-store')
  })

  it.each([
    [{}, 'action'],
    [{ action: 5 }, 'action'],
    [{ action: 'PUBLISH' }, 'action'],
    [{ action: 'HIDE' }, 'reason'],
    [{ action: 'HIDE', reason: '  ' }, 'reason'],
    [{ action: 'HIDE', reason: ['x'] }, 'reason'],
    [{ action: 'HIDE', reason: 'x'.repeat(501) }, 'reason'],
  ])('refuses a bad decision (%#) with 400, never a 500', async (body, field) => {
    await save(tokens.turned!, SCAM)
    const response = await decide('turned', tokens.admin, body)
    expect(response.status).toBe(400)
    const error = ErrorBodySchema.parse(await response.json()).error
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(JSON.stringify(error.details ?? [])).toContain(field)
    expect((await own(tokens.turned!)).bioStatus).toBe('PENDING')
  })

  it('answers 400 for a malformed username, limit or body, and 404 for a maker without a bio', async () => {
    expect((await decide('x'.repeat(65), tokens.admin, { action: 'APPROVE' })).status).toBe(400)
    for (const query of ['?limit=abc', '?limit=0', '?limit=1000'])
      expect((await queue(tokens.admin, query)).status).toBe(400)
    const raw = await t.request('/api/admin/maker-bios/turned/decision', {
      method: 'POST',
      token: tokens.admin,
      headers: { 'content-type': 'application/json' },
      body: '{"action":',
    })
    expect(raw.status).toBe(400)
    for (const username of ['nobody', 'other']) {
      const missing = await decide(username, tokens.admin, { action: 'APPROVE' })
      expect(missing.status).toBe(404)
      expect(ErrorBodySchema.parse(await missing.json()).error.code).toBe('MAKER_NOT_FOUND')
    }
  })

  it('keeps hostile HTML in a held bio and in a reason as the text it is', async () => {
    const html = '<script>alert(1)</script> enter your passphrase <img src=x onerror=alert(1)>'
    expect((await save(tokens.turned!, html)).status).toBe(200)
    const held = (await queued()).find((bio) => bio.username === 'turned')
    expect(held?.bio).toBe(html)
    const hidden = await decide('turned', tokens.admin, { action: 'HIDE', reason: '<b>no</b>' })
    expect(hidden.status).toBe(200)
    expect(AdminMakerBioSchema.parse(await hidden.json()).hiddenReason).toBe('<b>no</b>')
    expect((await save(tokens.turned!, 'b'.repeat(301))).status).toBe(400)
    expect((await own(tokens.turned!)).bio).toBe(html)
  })
})
