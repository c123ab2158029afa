import { describe, expect, it } from 'vitest'
import { mediaPublicId } from './content-media'

describe('mediaPublicId', () => {
  it("reads a Cloudinary upload's public id from its URL", () => {
    expect(mediaPublicId('https://res.cloudinary.com/demo/image/upload/v1/spotlight/u7/abc.webp')).toBe(
      'spotlight/u7/abc',
    )
    expect(mediaPublicId(null)).toBeNull()
  })
})
