import { describe, expect, it } from 'vitest'
import { orphanedMedia } from './content-media'
import { sanitizePreview } from './sanitize-preview'
import { toEmbedUrl } from './video-embed'

const IMG = '/media/2026/01/0123456789abcdef0123456789abcdef.webp'

describe('sanitizePreview (the shared allow-list, in the browser)', () => {
  it('removes scripts, event handlers, javascript: links, foreign images and unknown iframes', () => {
    const { html } = sanitizePreview(
      `<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">bad</a>` +
        `<img src="https://evil.example/x.png" onerror="alert(1)"><img src="${IMG}">` +
        `<iframe src="https://evil.example/embed"></iframe><iframe src="https://www.youtube.com/embed/abc123"></iframe>`,
    )
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|evil/)
    expect(html).toContain(`<img src="${IMG}" loading="lazy">`)
    expect(html).toContain('src="https://www.youtube.com/embed/abc123"')
  })

  it('keeps only the allowed style properties and marks links', () => {
    const { html } = sanitizePreview(
      '<p style="color: #ff0000; position: fixed; background-image: url(x)">a</p><a href="https://pi.example" target="_blank">b</a>',
    )
    expect(html).toContain('<p style="color:#ff0000">a</p>')
    expect(html).toContain('rel="noopener noreferrer nofollow ugc"')
  })

  it('drops attributes the allow-list does not name, data- and aria- ones included', () => {
    const { html } = sanitizePreview(
      '<p data-x="1" aria-label="x" class="big" id="a">a</p><pre class="language-js">b</pre>',
    )
    expect(html).toBe('<p>a</p><pre class="language-js">b</pre>')
  })

  it('says when nothing is left', () => {
    expect(sanitizePreview('<p> </p><script>x</script>').isEmpty).toBe(true)
    expect(sanitizePreview(`<p><img src="${IMG}"></p>`)).toMatchObject({ isEmpty: false, imageCount: 1 })
  })
})

describe('toEmbedUrl', () => {
  it('turns YouTube and Vimeo links into player URLs and refuses others', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ')
    expect(toEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ')
    expect(toEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871')
    expect(toEmbedUrl('https://evil.example/embed/x')).toBeNull()
    expect(toEmbedUrl('javascript:alert(1)')).toBeNull()
  })
})

describe('orphanedMedia', () => {
  it('lists files no longer used by the saved article, never one still used', () => {
    const other = '/media/2026/01/ffffffffffffffffffffffffffffffff.webp'
    const video = '/media/2026/01/eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee.mp4'
    const orphans = orphanedMedia(
      { images: [IMG, other], videos: [video] },
      { headerImage: null, promoVideo: video, content: `<p><img src="${IMG}"></p>` },
    )
    expect(orphans).toEqual({ images: [other], videos: [] })
  })
})
