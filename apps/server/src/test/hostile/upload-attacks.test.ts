// Uploads: the attacks media.upload.test.ts does not already cover (it has the SVG
// with script, the GIF/HTML polyglot, the PNG decompression bomb, a PNG named .mp4, a truncated video
// and an oversized one). Here: broken multipart bodies, truncated and empty images, wrong types under
// image names, a GIF bomb, a hostile file name. Each must be refused with the error body (never a
// 500), quickly, leaving nothing stored and no temporary file behind.
import { readdirSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { media } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp, type TestResponse } from '#src/test/build-test-app'
import { FIXTURES_DIR } from '#src/test/factories'

/** A GIF whose header claims 65535 x 65535 pixels (4.3 gigapixels) in a few dozen bytes. */
function gifBomb(): Buffer {
  const size = [0xff, 0xff, 0xff, 0xff]
  return Buffer.from([
    ...Buffer.from('GIF89a'),
    ...size,
    0x00, // no global colour table
    0x00,
    0x00,
    0x2c, // image descriptor
    0x00,
    0x00,
    0x00,
    0x00,
    ...size,
    0x00,
    0x02, // LZW minimum code size
    0x02,
    0x4c,
    0x01,
    0x00, // one tiny data block, then the block terminator
    0x3b, // trailer
  ])
}

const BOUNDARY = '----spotlight-attack'

function rawMultipart(parts: string): { body: string; headers: Record<string, string> } {
  return { body: parts, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } }
}

describe('upload attacks', () => {
  let t: TestApp
  let dataDir: string
  let token: string

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-attacks-'))
    t = await buildTestApp({ env: { DATA_DIR: dataDir, SEED_DEMO: '0' } })
    token = (await signIn(t, 'attacker')).accessToken
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  async function upload(bytes: Buffer, name: string, kind = 'content-image', type = 'image/png') {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
    return t.request(`/api/media?kind=${kind}`, { method: 'POST', token, body: form })
  }

  /** Refused with the API's error body, and nothing was kept: no row, no stored file, no temp file. */
  async function expectRefusedCleanly(response: TestResponse, statuses: number[]) {
    const text = await response.text()
    expect(statuses, text).toContain(response.status)
    const body = JSON.parse(text) as { error: { code: string; message: string; requestId: string } }
    expect(body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) })
    expect(body.error.requestId).toBe(response.headers.get('x-request-id'))
    expect(await t.database.db.select().from(media)).toEqual([])
    const files = readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    expect(files.map((entry) => path.join(entry.parentPath, entry.name))).toEqual([])
  }

  it.each([
    ['a body that is not multipart at all', '{}'],
    [
      'a part that never ends (no closing boundary)',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n`,
    ],
    [
      'a malformed part header',
      `--${BOUNDARY}\r\nContent-Disposition form-data name=file\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`,
    ],
    ['only the closing boundary', `--${BOUNDARY}--\r\n`],
  ])('refuses %s with 400', async (_label, parts) => {
    const { body, headers } = rawMultipart(parts)
    const response = await t.request('/api/media?kind=content-image', { method: 'POST', token, body, headers })
    await expectRefusedCleanly(response, [400])
  })

  it('refuses a multipart header without a boundary', async () => {
    const response = await t.request('/api/media?kind=content-image', {
      method: 'POST',
      token,
      body: 'x',
      headers: { 'content-type': 'multipart/form-data' },
    })
    await expectRefusedCleanly(response, [400, 406, 415])
  })

  it('refuses a truncated JPEG and an empty file', async () => {
    const jpeg = await readFile(path.join(FIXTURES_DIR, 'image-1600x900.jpg'))
    await expectRefusedCleanly(
      await upload(jpeg.subarray(0, Math.floor(jpeg.length / 3)), 'cut.jpg', 'content-image', 'image/jpeg'),
      [400, 415],
    )
    await expectRefusedCleanly(await upload(Buffer.alloc(0), 'empty.png'), [400, 415])
  })

  it.each([
    ['HTML named .png', Buffer.from('<!doctype html><script>alert(1)</script>'), 'page.png', 'header-image'],
    ['a ZIP named .jpg', Buffer.from('504b0304140000000800', 'hex'), 'archive.jpg', 'content-image'],
    ['an ELF program named .webp', Buffer.from('7f454c46020101000000000000000000', 'hex'), 'run.webp', 'content-image'],
    ['a PDF as a promo video', Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF'), 'movie.mp4', 'promo-video'],
  ])('refuses %s by its content (415)', async (_label, bytes, name, kind) => {
    await expectRefusedCleanly(await upload(bytes, name, kind), [415])
  })

  it('refuses a GIF decompression bomb quickly, without decoding it', async () => {
    const started = Date.now()
    await expectRefusedCleanly(await upload(gifBomb(), 'bomb.gif', 'content-image', 'image/gif'), [400, 413, 415])
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('never uses the client file name for the stored path', async () => {
    const png = await readFile(path.join(FIXTURES_DIR, 'image-400x400.png'))
    const response = await upload(png, '../../../../etc/evil.png\u0000.html')
    expect(response.status).toBe(201)
    const { url } = (await response.json()) as { url: string }
    expect(url).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/)
  })
})
