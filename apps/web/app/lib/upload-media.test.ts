import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Media } from '@spotlight/shared/schemas/media'
import { expectSignOutWaitsFor, stubApi, storeUser } from '#app/test/support'
import { jsonResponse } from '#app/test/render'
import { uploadMedia } from './upload-media'

/** A stand-in XMLHttpRequest that answers like Cloudinary or our server, and reports progress. */
class FakeXhr {
  static sent: { url: string; form: FormData; headers: Record<string, string> }[] = []
  static answer: (url: string) => { status: number; body: unknown } = () => ({ status: 500, body: null })
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  status = 0
  statusText = ''
  responseText = ''
  private url = ''
  private headers: Record<string, string> = {}
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  abort() {}
  send(form: FormData) {
    FakeXhr.sent.push({ url: this.url, form, headers: this.headers })
    const { status, body } = FakeXhr.answer(this.url)
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 })
      this.status = status
      this.responseText = JSON.stringify(body)
      this.onload?.()
    })
  }
}

afterEach(() => {
  FakeXhr.sent = []
  vi.unstubAllGlobals()
})

const MEDIA: Media = {
  publicId: 'spotlight/u7/abc',
  url: 'https://res.cloudinary.com/demo/image/upload/v1/spotlight/u7/abc.webp',
  kind: 'content-image',
  bytes: 10,
  uploadDate: '2026-01-01T00:00:00.000Z',
}

describe('uploadMedia', () => {
  it('local store: posts the file with the session token and reports progress', async () => {
    storeUser()
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    FakeXhr.answer = () => ({ status: 201, body: { ...MEDIA, url: '/media/2026/01/x.webp' } })
    const progress: number[] = []
    const media = await uploadMedia(new File(['x'], 'a.png'), 'content-image', (p) => progress.push(p))
    expect(media.url).toBe('/media/2026/01/x.webp')
    expect(FakeXhr.sent[0]).toMatchObject({
      url: '/api/media?kind=content-image',
      headers: { Authorization: 'Bearer tok' },
    })
    expect(progress).toEqual([50])
  })

  it('local store: sign-out waits for an upload sent with the token until it is answered', async () => {
    storeUser()
    /** Answers only when the test calls `finish`. */
    class HeldXhr extends FakeXhr {
      static finish: () => void = () => undefined
      override send(form: FormData) {
        HeldXhr.finish = () => super.send(form)
      }
    }
    vi.stubGlobal('XMLHttpRequest', HeldXhr)
    FakeXhr.answer = () => ({ status: 201, body: { ...MEDIA, url: '/media/2026/01/x.webp' } })
    const upload = uploadMedia(new File(['x'], 'a.png'), 'content-image', () => {})
    await expectSignOutWaitsFor(() => HeldXhr.finish())
    expect((await upload).url).toBe('/media/2026/01/x.webp')
  })

  it('local store: a refusal carries the server code', async () => {
    storeUser()
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    FakeXhr.answer = () => ({
      status: 400,
      body: { error: { code: 'MEDIA_VIDEO_TOO_LONG', message: 'The video must be 20 seconds or less.' } },
    })
    await expect(uploadMedia(new File(['x'], 'a.mp4'), 'promo-video', () => {})).rejects.toMatchObject({
      code: 'MEDIA_VIDEO_TOO_LONG',
    })
  })

  it('Cloudinary mode: signed direct upload, then recorded by our server', async () => {
    storeUser()
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    FakeXhr.answer = () => ({ status: 200, body: { public_id: 'spotlight/u7/abc' } })
    let recorded: unknown = null
    stubApi({
      'GET /api/cloudinary-signature': () =>
        jsonResponse({
          cloudName: 'demo',
          apiKey: 'key',
          signature: 'sig',
          timestamp: 1700000000,
          uploadPreset: null,
          folder: 'spotlight/u7',
        }),
      'POST /api/media/cloudinary': (init) => {
        recorded = JSON.parse(String(init?.body))
        return jsonResponse(MEDIA, 201)
      },
    })
    const media = await uploadMedia(new File(['x'], 'a.png'), 'content-image', () => {}, undefined, 'cloudinary')
    expect(media.url).toBe(MEDIA.url)
    const sent = FakeXhr.sent[0]!
    expect(sent.url).toBe('https://api.cloudinary.com/v1_1/demo/image/upload')
    expect(Object.fromEntries([...sent.form.entries()].filter(([name]) => name !== 'file'))).toEqual({
      api_key: 'key',
      timestamp: '1700000000',
      signature: 'sig',
      folder: 'spotlight/u7',
    })
    expect(recorded).toEqual({ publicId: 'spotlight/u7/abc', kind: 'content-image' })
  })
})
