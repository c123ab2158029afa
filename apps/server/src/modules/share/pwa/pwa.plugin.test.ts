import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'

describe('installable: manifest, icons, service worker, offline page', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await buildTestApp({ env: { SEED_DEMO: '0' } })
  })
  afterAll(async () => {
    await t.close()
  })

  it('answers a web app manifest in each language with standalone display, start URL and theme colour', async () => {
    const response = await t.request('/manifest.webmanifest?lang=es')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8')
    const manifest = await response.json()
    expect(manifest).toMatchObject({
      name: 'Spotlight: el ecosistema Pi en artículos',
      short_name: 'Spotlight',
      lang: 'es',
      start_url: '/',
      display: 'standalone',
      theme_color: '#6d28d9',
    })
    expect((await (await t.request('/manifest.webmanifest')).json()).lang).toBe('en')
    const purposes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)
    expect(purposes).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
    // Every icon it names is a PNG of the size it says.
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const image = await t.request(icon.src)
      expect(image.headers.get('content-type')).toBe('image/png')
      const { format, width, height } = await sharp(Buffer.from(await image.arrayBuffer())).metadata()
      expect(`${format} ${width}x${height}`).toBe(`png ${icon.sizes}`)
    }
  })

  it('serves the service worker as a script that is revalidated on every check', async () => {
    const response = await t.request('/sw.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const script = await response.text()
    expect(script).toContain("self.addEventListener('fetch'")
    expect(script).toContain('PiBrowser')
    // It leaves the API, sign-in, the live channel, media and the signed-in screens alone.
    const pattern = new RegExp(JSON.parse(/const NEVER_HANDLED_PATTERN = (".*")/.exec(script)![1]!))
    for (const path of ['/api/articles', '/auth/pi-login', '/ws', '/__pi-sim/pi-sdk.js', '/media/2025/01/x.webp']) {
      expect(pattern.test(path), path).toBe(true)
    }
    for (const path of ['/user-dashboard', '/admin-dashboard/my-articles', '/login-qr', '/pay-qr']) {
      expect(pattern.test(path), path).toBe(true)
    }
    for (const path of ['/', '/articles/1', '/category/games', '/assets/root-abc.js', '/mediakit']) {
      expect(pattern.test(path), path).toBe(false)
    }
  })

  it('serves the registration script, which skips the Pi Browser', async () => {
    const response = await t.request('/sw-register.js')
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8')
    const script = await response.text()
    expect(script).toContain("navigator.serviceWorker.register('/sw.js')")
    expect(script).toContain('/PiBrowser/.test(navigator.userAgent)')
  })

  it('serves the offline page in English and Spanish, without scripts', async () => {
    const english = await (await t.request('/offline.html?lang=en')).text()
    expect(english).toContain('<html lang="en">')
    expect(english).toContain('You are offline')
    const spanish = await t.request('/offline.html?lang=es')
    expect(spanish.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await spanish.text()
    expect(html).toContain('<html lang="es">')
    expect(html).toContain('Estás sin conexión')
    expect(html).not.toContain('<script')
  })

  it('allows only our own worker and manifest in the Content-Security-Policy', async () => {
    const csp = (await t.request('/offline.html')).headers.get('content-security-policy') ?? ''
    expect(csp).toContain("worker-src 'self'")
    expect(csp).toContain("manifest-src 'self'")
  })

  it('refuses bad input with 400 and unknown icons with the error body', async () => {
    for (const url of [
      '/manifest.webmanifest?lang=de',
      '/offline.html?lang=xx',
      '/icons/../../etc/passwd',
      '/icons/icon-1.png',
    ]) {
      const response = await t.request(url)
      expect([400, 404], url).toContain(response.status)
      ErrorBodySchema.parse(await response.json())
    }
  })
})
