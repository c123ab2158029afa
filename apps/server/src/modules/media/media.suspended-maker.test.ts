import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { MediaSchema } from '@spotlight/shared/schemas/media'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { FIXTURES_DIR } from '#src/test/factories'

// A suspended maker cannot save an article, so the files they would upload for one could never be used.
describe('uploads by a suspended maker', () => {
  let t: TestApp
  let dataDir: string
  let admin = ''

  const upload = async (token: string) => {
    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array(await readFile(path.join(FIXTURES_DIR, 'image-400x400.png')))]),
      'a.png',
    )
    return t.request('/api/media?kind=header-image', { method: 'POST', token, body: form })
  }
  const suspension = (username: string, method: 'POST' | 'DELETE') =>
    t.request(`/api/admin/users/${username}/suspension`, {
      method,
      token: admin,
      ...(method === 'POST' ? { json: { reason: 'Spam in several articles.' } } : {}),
    })

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-media-suspended-'))
    t = await buildTestApp({ env: { DATA_DIR: dataDir, SEED_DEMO: '0' } })
    admin = (await signIn(t, 'admin')).accessToken
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('refuses the upload (403 ACCOUNT_SUSPENDED) but still lets them remove a file they had uploaded', async () => {
    const token = (await signIn(t, 'suspended_uploader')).accessToken
    const before = await upload(token)
    expect(before.status).toBe(201)
    const stored = MediaSchema.parse(await before.json())

    expect((await suspension('suspended_uploader', 'POST')).status).toBe(200)
    const refused = await upload(token)
    expect(refused.status).toBe(403)
    expect(ErrorBodySchema.parse(await refused.json()).error.code).toBe('ACCOUNT_SUSPENDED')

    const removed = await t.request(`/api/cleanup/${stored.publicId}`, { method: 'DELETE', token })
    expect(removed.status).toBe(200)

    expect((await suspension('suspended_uploader', 'DELETE')).status).toBe(204)
    expect((await upload(token)).status).toBe(201)
  })
})
