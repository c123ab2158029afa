import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ArticleSchema } from '@spotlight/shared/schemas/articles'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle } from '#src/test/factories'

/**
 * The API contract's client labels every request JSON (section 6 of the spec), the body-less calls
 * too: submit, approve and the DELETEs carry `Content-Type: application/json` and no body.
 */
describe('a client that labels every request JSON, body or not', () => {
  let t: TestApp
  const tokens = { maker: '', admin: '' }
  let makerId = 0
  const labelled = (path: string, method: string, token: string) =>
    t.request(path, { method, token, headers: { 'content-type': 'application/json' } })

  beforeAll(async () => {
    t = await buildTestApp()
    tokens.maker = (await signIn(t, 'jsonmaker')).accessToken
    tokens.admin = (await signIn(t, 'admin')).accessToken
    makerId = await findUserId(t.database.db, 'jsonmaker')
  })
  afterAll(async () => {
    await t.close()
  })

  it('submits a draft, and the admin approves it, with no body', async () => {
    const draft = await insertArticle(t.database.db, makerId, { status: 'DRAFT' })
    const submitted = await labelled(`/api/articles/${draft.id}/submit`, 'PUT', tokens.maker)
    expect(submitted.status).toBe(200)
    expect(ArticleSchema.parse(await submitted.json()).status).toBe('PENDING_APPROVAL')

    const approved = await labelled(`/api/articles/${draft.id}/approve`, 'PUT', tokens.admin)
    expect(approved.status).toBe(200)
    expect(ArticleSchema.parse(await approved.json()).status).toBe('PUBLISHED')
  })

  it('deletes a draft with no body', async () => {
    const draft = await insertArticle(t.database.db, makerId, { status: 'DRAFT' })
    const deleted = await labelled(`/api/articles/${draft.id}`, 'DELETE', tokens.maker)
    expect(deleted.status).toBeLessThan(300)
    expect((await t.request(`/api/articles/${draft.id}`, { token: tokens.maker })).status).toBe(404)
  })

  it('still refuses a route that needs a body when none comes, with the API error body', async () => {
    const draft = await insertArticle(t.database.db, makerId, { status: 'PENDING_APPROVAL' })
    const rejected = await labelled(`/api/articles/${draft.id}/reject`, 'PUT', tokens.admin)
    expect(rejected.status).toBe(400)
    expect(ErrorBodySchema.parse(await rejected.json()).error.code).toBe('VALIDATION_FAILED')
  })

  it('still refuses a body that is not JSON', async () => {
    const draft = await insertArticle(t.database.db, makerId, { status: 'DRAFT' })
    const response = await t.request(`/api/articles/${draft.id}/submit`, {
      method: 'PUT',
      token: tokens.maker,
      headers: { 'content-type': 'application/json' },
      body: '{',
    })
    expect(response.status).toBe(400)
    ErrorBodySchema.parse(await response.json())
  })
})
