import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mediaOriginsFrom, sanitizeArticleContent } from './sanitize-content'

const clean = (html: string) => sanitizeArticleContent(html).html

/** Nothing that could run: no script element, no on…= handler, no javascript: URL. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script/i)
  expect(html).not.toMatch(/\son[a-z]+\s*=/i)
  expect(html).not.toMatch(/javascript:/i)
  expect(html).not.toMatch(/<(svg|object|embed|form|meta|math|style|base|link)\b/i)
}

const HOSTILE: [string, string, string][] = [
  ['script element', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
  ['script with odd casing', '<ScRiPt>alert(1)</sCrIpT><p>b</p>', '<p>b</p>'],
  ['onerror on an image', '<img src="/media/a.webp" onerror="alert(1)">', '<img src="/media/a.webp" loading="lazy" />'],
  ['onclick on a paragraph', '<p onclick="alert(1)">x</p>', '<p>x</p>'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow ugc">x</a>'],
  [
    'obfuscated javascript: link',
    '<a href="jav&#x09;ascript:alert(1)">x</a><a href=" JAVASCRIPT:alert(1)">y</a>',
    '<a rel="noopener noreferrer nofollow ugc">x</a><a rel="noopener noreferrer nofollow ugc">y</a>',
  ],
  ['data: image', '<img src="data:image/png;base64,iVBORw0KGgo=">', ''],
  [
    'data: link',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<a rel="noopener noreferrer nofollow ugc">x</a>',
  ],
  [
    'style expression and url()',
    '<p style="width: expression(alert(1)); background: url(javascript:alert(1)); color: red">x</p>',
    '<p style="color:red">x</p>',
  ],
  [
    'style url() in an allowed property',
    '<span style="background-color: url(https://evil.example/x)">x</span>',
    '<span>x</span>',
  ],
  ['foreign image host', '<img src="https://evil.example/pixel.gif">', ''],
  ['protocol-relative image', '<img src="//evil.example/pixel.gif">', ''],
  ['path traversal out of /media', '<img src="/media/../api/articles">', ''],
  ['iframe from another host', '<iframe src="https://evil.example/embed/x"></iframe>', ''],
  ['iframe posing as YouTube', '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>', ''],
  ['iframe javascript:', '<iframe src="javascript:alert(1)"></iframe>', ''],
  [
    'iframe srcdoc',
    '<iframe srcdoc="<script>alert(1)</script>" src="https://www.youtube.com/embed/abc"></iframe>',
    '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
  ],
  ['SVG with script', '<svg onload="alert(1)"><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
  ['object and embed', '<object data="/x.swf"></object><embed src="/x.swf"><p>ok</p>', '<p>ok</p>'],
  ['form and input', '<form action="https://evil.example"><input name="q"><button>go</button></form>', 'go'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>ok</p>', '<p>ok</p>'],
  ['base and link', '<base href="https://evil.example/"><link rel="stylesheet" href="x.css"><p>ok</p>', '<p>ok</p>'],
  ['style element', '<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
  [
    'unknown class',
    '<p class="evil">x</p><code class="language-js evil">y</code>',
    '<p>x</p><code class="language-js">y</code>',
  ],
  [
    'relative link (only absolute http, https and mailto links are kept)',
    '<a href="/admin">a</a><a href="#x">b</a><a href="<script>">c</a>',
    '<a rel="noopener noreferrer nofollow ugc">a</a><a rel="noopener noreferrer nofollow ugc">b</a><a rel="noopener noreferrer nofollow ugc">c</a>',
  ],
  ['list start that is not a number', '<ol start="javascript:alert(1)"><li>a</li></ol>', '<ol><li>a</li></ol>'],
  [
    'table span that is not a number',
    '<table><tr><td colspan="x" rowspan="2">a</td></tr></table>',
    '<table><tr><td rowspan="2">a</td></tr></table>',
  ],
  [
    '!important and comments in a style',
    '<p style="color: red !important; /* x */ text-align: left">x</p>',
    '<p>x</p>',
  ],
  [
    'iframe fallback markup',
    '<iframe src="https://www.youtube.com/embed/a"><p>x</p><img src=x onerror=alert(1)></iframe><p>after</p>',
    '<iframe src="https://www.youtube.com/embed/a"></iframe><p>after</p>',
  ],
  [
    'xmp, noembed and noframes',
    '<xmp><img src=x onerror=1></xmp><noembed><b>x</b></noembed><noframes>y</noframes><p>ok</p>',
    '<p>ok</p>',
  ],
  [
    'target other than _blank',
    '<a href="https://x.example" target="_top">x</a>',
    '<a href="https://x.example" rel="noopener noreferrer nofollow ugc">x</a>',
  ],
]

describe('sanitizeArticleContent', () => {
  it.each(HOSTILE)('neutralises %s', (_name, input, expected) => {
    const output = clean(input)
    expect(output).toBe(expected)
    expectHarmless(output)
  })

  it('keeps what the editor produces', () => {
    const editor =
      '<h1>T</h1><h2>S</h2><h3>s</h3><p style="text-align:center">x <strong>b</strong> <em>i</em> <u>u</u> <s>s</s> ' +
      '<sub>2</sub><sup>3</sup><span style="color:#ff0000;background-color:rgb(1, 2, 3);font-size:18px">c</span></p>' +
      '<blockquote>q</blockquote><pre><code class="language-ts">const a = 1</code></pre><ul><li>a</li></ul><ol><li>b</li></ol>' +
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>' +
      '<iframe src="https://player.vimeo.com/video/123" width="640" height="360" allowfullscreen></iframe>'
    expect(clean(editor)).toBe(editor.replace('allowfullscreen>', 'allowfullscreen="">').replace('="">', '>'))
  })

  it('adds rel to every link, keeps target only as _blank, and lazy-loads images', () => {
    expect(clean('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer nofollow ugc">x</a>',
    )
    expect(clean('<a href="mailto:a@example.com">m</a>')).toBe(
      '<a href="mailto:a@example.com" rel="noopener noreferrer nofollow ugc">m</a>',
    )
    expect(clean('<img src="/media/x.webp" alt="x" width="10" height="1e9" loading="eager">')).toBe(
      '<img src="/media/x.webp" alt="x" width="10" loading="lazy" />',
    )
  })

  it('accepts Cloudinary images only for the configured account', () => {
    const html = '<img src="https://res.cloudinary.com/demo/image/upload/v1/a.webp">'
    expect(sanitizeArticleContent(html).imageCount).toBe(0)
    expect(sanitizeArticleContent(html, { cloudinaryCloudName: 'other' }).imageCount).toBe(0)
    expect(sanitizeArticleContent(html, { cloudinaryCloudName: 'demo' })).toMatchObject({ imageCount: 1 })
  })

  it('counts kept images and reports a body that is empty once cleaned', () => {
    const images = '<img src="/media/a.webp"><img src="https://evil.example/b.png"><p><img src="/media/c.webp"></p>'
    expect(sanitizeArticleContent(images).imageCount).toBe(2)
    expect(sanitizeArticleContent('<script>x</script>  <p> </p>').isEmpty).toBe(true)
    expect(sanitizeArticleContent('<img src="/media/a.webp">').isEmpty).toBe(false)
    expect(sanitizeArticleContent('<iframe src="https://www.youtube.com/embed/abc"></iframe>').isEmpty).toBe(false)
  })

  it('copes with nested and malformed markup', () => {
    for (const input of [
      '<p><b>x<p>y</i></strong>',
      '<<script>script>alert(1)<</script>/script>',
      '<a href="<script>">',
      '<p',
    ]) {
      const output = clean(input)
      expectHarmless(output)
      expect(clean(output)).toBe(output)
    }
  })

  const fragments = fc.constantFrom(
    '<p>',
    '</p>',
    '<script>',
    '</script>',
    '<img src="/media/a.webp">',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">',
    '<a href="https://x.example" target="_blank">',
    '</a>',
    '<iframe src="https://www.youtube.com/embed/a">',
    '</iframe>',
    '<svg onload=alert(1)>',
    '<span style="color:red;background:url(x)">',
    '</span>',
    '<table><tr><td>',
    ' onclick="x" ',
    'javascript:',
    '&lt;script&gt;',
    '<!--',
    '-->',
    '<',
    '>',
    '"',
    "'",
    '=',
    'text',
    '<style>',
    '<ul><li>',
  )
  const hostileHtml = fc.oneof(
    fc.array(fragments, { maxLength: 30 }).map((parts) => parts.join('')),
    fc.string({ maxLength: 200 }),
  )

  it('is idempotent and never lets scripts, handlers or javascript: URLs through (property)', () => {
    fc.assert(
      fc.property(hostileHtml, (input) => {
        const once = clean(input)
        expect(clean(once)).toBe(once)
        expect(once).not.toMatch(/<script/i)
        expect(once).not.toMatch(/<[^>]*\son[a-z]+\s*=/i)
        // 'javascript:' as plain text is harmless; inside a tag (an attribute) it never survives.
        expect(once).not.toMatch(/<[^>]*javascript:/i)
      }),
      { numRuns: 500 },
    )
  })
})

describe('mediaOriginsFrom', () => {
  it('takes the cloud name from CLOUDINARY_URL, with or without options', () => {
    expect(mediaOriginsFrom({ mediaStore: 'cloudinary', cloudinaryUrl: 'cloudinary://k:s@my-cloud' })).toEqual({
      cloudinaryCloudName: 'my-cloud',
    })
    expect(
      mediaOriginsFrom({ mediaStore: 'cloudinary', cloudinaryUrl: 'cloudinary://k:s@my-cloud?upload_preset=p' }),
    ).toEqual({ cloudinaryCloudName: 'my-cloud' })
    expect(mediaOriginsFrom({ mediaStore: 'local', cloudinaryUrl: 'cloudinary://k:s@my-cloud' })).toEqual({})
  })
})
