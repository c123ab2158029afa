// XSS filter-evasion payloads through every text field a user or an admin can store
// (article company, app, title, description and content; category name and description; contact
// name and message; rejection reason), then rendered by Chromium on every page that shows them.
// window.__xss and alert() record any payload that runs; a DOM scan also fails on event-handler
// attributes or javascript:/data: URLs that came from a payload (those need a click to run).
//
// The page's CSP is bypassed on purpose: it would block most payloads by itself, and this test must
// prove the rendering and the sanitiser safe without it. The journey runs on its own server (the
// production build, a fresh PGlite) that trusts X-Forwarded-For, so the contact form's per-address
// limit and other journeys' data do not interfere.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerProcess, type ServerProcess } from '../../apps/server/src/test/resilience/server-process'
import { acceptCookies, DESKTOP_UA, launchBrowser, type SignedInUser, storeSession } from '../fixtures'
import { XSS_PAYLOADS } from './xss-payloads'

type Fired = { payload: string; url: string }

const today = () => new Date().toISOString().slice(0, 10)
/** Payloads per category description and per rejection reason (both at most 1000 characters). */
const CHUNK = 6

describe('hostile input rendered in Chromium', () => {
  let server: ServerProcess
  let browser: Browser
  let visitor = 0

  async function api(path: string, options: { token?: string; json?: unknown; method?: string } = {}) {
    const response = await fetch(`${server.url}${path}`, {
      method: options.method ?? (options.json === undefined ? 'GET' : 'POST'),
      headers: {
        ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        'x-forwarded-for': `10.66.${(visitor >> 8) & 255}.${visitor++ & 255}`,
      },
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
    })
    const text = await response.text()
    expect(response.ok, `${path}: ${response.status} ${text}`).toBe(true)
    return (text ? JSON.parse(text) : null) as Record<string, unknown>
  }

  const signIn = async (username: string) =>
    (await api('/auth/pi-login', { json: { accessToken: `sim-${username}` } })) as unknown as SignedInUser

  /** A publication credit bought the way a user buys one: a STANDARD order paid in the simulated wallet. */
  async function buyCredit(user: SignedInUser) {
    const order = await api('/api/payments/create', { token: user.accessToken, json: { planType: 'STANDARD' } })
    const wallet = await api('/__pi-sim/v2/payments/user_to_app', {
      token: `sim-${user.username}`,
      json: { amount: order.amount, memo: order.memo, metadata: order.metadata },
    })
    const piId = String(wallet.identifier)
    await api('/api/payments/approve', { token: user.accessToken, json: { paymentId: piId } })
    const signed = await api(`/__pi-sim/v2/payments/${piId}/sign`, { token: `sim-${user.username}`, json: {} })
    await api('/api/payments/complete', { token: user.accessToken, json: { paymentId: piId, txid: signed.txid } })
  }

  const articleOf = (payload: string, index: number, categorySlug: string, status: string) => ({
    company: payload,
    app: payload,
    title: payload,
    description: payload,
    category: { slug: categorySlug },
    content: `<p>Payload ${index + 1}</p>${payload}`,
    publishDate: today(),
    status,
  })

  beforeAll(async () => {
    server = await startServerProcess({ env: { TRUST_PROXY: 'true', RATE_LIMIT_MAX: '100000' } })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  async function hostileContext(user: SignedInUser | null, fired: Fired[]): Promise<BrowserContext> {
    const context = await browser.newContext({
      baseURL: server.url,
      userAgent: DESKTOP_UA,
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
      bypassCSP: true,
    })
    await acceptCookies(context)
    if (user) await storeSession(context, user)
    await context.exposeBinding('__xss', ({ frame }, id: unknown) => {
      fired.push({ payload: String(id), url: frame.url() })
    })
    // Classic payloads call alert(); count them too.
    await context.addInitScript(() => {
      const report = (window as unknown as { __xss: (id: string) => void }).__xss
      window.alert = () => report('alert')
      window.confirm = () => (report('confirm'), false)
      window.prompt = () => (report('prompt'), null)
    })
    return context
  }

  /** Loads a page, lets it hydrate and fail its images, and returns what a payload left in the DOM. */
  async function visit(page: Page, path: string): Promise<string[]> {
    const response = await page.goto(path, { waitUntil: 'load', timeout: 30_000 })
    expect(response?.status(), path).toBeLessThan(400)
    // Images have failed (onerror) by the load event; hydration may finish just after it.
    await page.waitForTimeout(250)
    return page.evaluate(() => {
      const found: string[] = []
      const dangerousUrl = /^(javascript|vbscript|data:text\/html)/
      // What React itself puts on a form whose action is a function (the Sign in button), on the
      // server and again at hydration, so that a submit made before hydration is queued instead of
      // sent: it only throws. Stored text cannot make a form at all (the allow-list has none).
      const reactFormAction = /^javascript:throw new Error\('(React form|A React form was) unexpectedly submitted\./
      for (const element of Array.from(document.querySelectorAll('*'))) {
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase()
          // eslint-disable-next-line no-control-regex
          const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase()
          const isHandler = name.startsWith('on')
          const isUrl = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'background'].includes(
            name,
          )
          if (element.tagName === 'FORM' && name === 'action' && reactFormAction.test(attribute.value)) continue
          if ((isHandler && value.includes('xss')) || (isUrl && dangerousUrl.test(value)) || name === 'srcdoc') {
            found.push(`<${element.tagName.toLowerCase()} ${name}="${attribute.value.slice(0, 80)}">`)
          }
        }
        if (['IFRAME', 'OBJECT', 'EMBED', 'BASE'].includes(element.tagName) && element.outerHTML.includes('xss')) {
          found.push(element.outerHTML.slice(0, 120))
        }
      }
      return found
    })
  }

  it('notices a payload that runs (the detector itself works)', async () => {
    const fired: Fired[] = []
    const context = await hostileContext(null, fired)
    const page = await context.newPage()
    await page.setContent(`<p>canary</p>${XSS_PAYLOADS[2]}<script>alert(1)</script>`)
    await page.waitForTimeout(100)
    await context.close()
    expect(fired.map((entry) => entry.payload).sort()).toEqual(['3', 'alert'])
  })

  it('runs no payload on any page that shows stored text', { timeout: 240_000 }, async () => {
    const admin = await signIn('admin')
    const author = await signIn('xss_author')
    const count = XSS_PAYLOADS.length

    // Admin: one category and one published article per payload, the payload in every text field.
    // Category descriptions show on category pages only: the first few carry several payloads each,
    // so a handful of category pages shows them all (names show on the home page).
    const chunks: string[] = []
    for (let start = 0; start < count; start += CHUNK) chunks.push(XSS_PAYLOADS.slice(start, start + CHUNK).join(' '))
    const articleIds: number[] = []
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const slug = `xss-${index + 1}`
      const description = chunks[index] ?? payload
      await api('/api/categories', { token: admin.accessToken, json: { name: payload, slug, description } })
      const article = await api('/api/articles', {
        token: admin.accessToken,
        json: articleOf(payload, index, slug, 'PUBLISHED'),
      })
      expect(article.status).toBe('PUBLISHED')
      articleIds.push(Number(article.id))
    }

    // Visitors: a contact message per payload, in the name and in the message.
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      await api('/api/contact', {
        json: { name: payload, email: `visitor${index}@example.com`, message: `Message ${index + 1}: ${payload}` },
      })
    }

    // An author's articles rejected by the admin, the payloads in the reasons.
    for (const [index, reason] of chunks.entries()) {
      await buyCredit(author)
      const article = await api('/api/articles', {
        token: author.accessToken,
        json: articleOf(XSS_PAYLOADS[index]!, index, `xss-${index + 1}`, 'PENDING_APPROVAL'),
      })
      await api(`/api/articles/${String(article.id)}/reject`, {
        method: 'PUT',
        token: admin.accessToken,
        json: { reason },
      })
    }

    const fired: Fired[] = []
    const leftovers: string[] = []
    let pagesVisited = 0
    const run = async (user: SignedInUser | null, paths: string[], tabs = 4) => {
      const context = await hostileContext(user, fired)
      const queue = [...paths]
      await Promise.all(
        Array.from({ length: Math.min(tabs, paths.length) }, async () => {
          const page = await context.newPage()
          page.on('dialog', (dialog) => {
            fired.push({ payload: `dialog:${dialog.message()}`, url: page.url() })
            void dialog.dismiss()
          })
          for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
            const found = await visit(page, path)
            leftovers.push(...found.map((item) => `${path}: ${item}`))
            pagesVisited += 1
          }
        }),
      )
      await context.close()
    }

    // Public pages, as an anonymous visitor.
    await run(null, [
      '/',
      '/featured-articles',
      '/advertise',
      ...articleIds.map((id) => `/articles/${id}`),
      ...Array.from({ length: Math.ceil(count / CHUNK) }, (_, index) => `/category/xss-${index + 1}`),
    ])
    // The admin's screens: their articles, the pending list, the category form, the inbox.
    await run(admin, [
      '/admin-dashboard/my-articles',
      '/admin-dashboard/pending',
      '/admin-dashboard/admin-category-form',
      '/admin-dashboard/inbox',
      `/admin-dashboard/edit-article/${articleIds[0]}`,
    ])
    // The author's rejected list, with every reason.
    await run(author, ['/user-dashboard/rejected', '/user-dashboard/my-articles'])

    console.info(
      `[xss] ${count} payloads x 10 fields = ${count * 10} stored; ${pagesVisited} pages rendered; ` +
        `${fired.length} ran; ${leftovers.length} dangerous leftovers in the DOM`,
    )
    expect(fired).toEqual([])
    expect(leftovers).toEqual([])
  })
})
