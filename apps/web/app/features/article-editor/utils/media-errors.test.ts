import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#app/lib/api-client'
import { uploadErrorKey } from './media-errors'

describe('uploadErrorKey', () => {
  it('names the cap on unattached uploads instead of a bare "failed to upload"', () => {
    const error = new ApiError({ status: 409, code: 'MEDIA_UNATTACHED_QUOTA', message: 'You hold 300 MB…' })
    expect(uploadErrorKey(error, 'promo-video')).toBe('editor.media.unattachedQuota')
    expect(uploadErrorKey(error, 'header-image')).toBe('editor.media.unattachedQuota')
  })

  it('says the account is suspended when a suspended maker uploads', () => {
    const error = new ApiError({ status: 403, code: 'ACCOUNT_SUSPENDED', message: 'Your account is suspended…' })
    for (const kind of ['header-image', 'content-image', 'promo-video'] as const) {
      expect(uploadErrorKey(error, kind)).toBe('editor.media.suspended')
    }
  })

  it('falls back to the kind’s "failed to upload" message for anything else', () => {
    expect(uploadErrorKey(new Error('network'), 'content-image')).toBe('editor.media.editorImageFailed')
  })

  it('names a missing network for every kind of upload, whichever way it showed', () => {
    const unreachable = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Upload failed.' })
    for (const kind of ['header-image', 'content-image', 'promo-video'] as const) {
      expect(uploadErrorKey(unreachable, kind)).toBe('editor.offline')
      expect(uploadErrorKey(new TypeError('Failed to fetch'), kind)).toBe('editor.offline')
    }
  })

  it('names a missing network when the browser is offline and no answer came', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(uploadErrorKey(new Error('no answer'), 'promo-video')).toBe('editor.offline')
    expect(
      uploadErrorKey(new ApiError({ status: 413, code: 'MEDIA_TOO_LARGE', message: 'Too large' }), 'promo-video'),
    ).toBe('editor.media.videoTooLarge')
    onLine.mockRestore()
  })
})
