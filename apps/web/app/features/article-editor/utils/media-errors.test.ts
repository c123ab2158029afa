import { describe, expect, it } from 'vitest'
import { ApiError } from '#app/lib/api-client'
import { uploadErrorKey } from './media-errors'

describe('uploadErrorKey', () => {
  it('names the cap on unattached uploads instead of a bare "failed to upload"', () => {
    const error = new ApiError({ status: 409, code: 'MEDIA_UNATTACHED_QUOTA', message: 'You hold 300 MB…' })
    expect(uploadErrorKey(error, 'promo-video')).toBe('editor.media.unattachedQuota')
    expect(uploadErrorKey(error, 'header-image')).toBe('editor.media.unattachedQuota')
  })

  it('falls back to the kind’s "failed to upload" message for anything else', () => {
    expect(uploadErrorKey(new Error('network'), 'content-image')).toBe('editor.media.editorImageFailed')
  })
})
