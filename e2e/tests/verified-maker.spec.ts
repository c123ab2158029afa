// Verified makers: a maker proves from the dashboard that they control their app's address (a local app
// on loopback, which development allows), and a host verified by an admin shows its badge on the
// maker's page and on the article whose address it is.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptCookies, launchBrowser, newContext, signInViaApi, storeSession, watchErrors } from '../fixtures'
import { buyCredit, call } from './support/articles'

describe('verified makers', () => {
  let browser: Browser
  let app: Server
  let port = 0
  let published = ''

  beforeAll(async () => {
    browser = await launchBrowser()
    // The maker's app: serves whatever token the journey reads off the dashboard.
    app = createServer((request, response) => {
      if (request.url === '/.well-known/spotlight-verification.txt' && published) {
        response.writeHead(200, { 'content-type': 'text/plain' })
        return void response.end(`${published}\n`)
      }
      if (request.url === '/') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        return void response.end('<!doctype html><title>The app</title>')
      }
      response.writeHead(404, { 'content-type': 'text/plain' })
      response.end('not here')
    })
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
    port = (app.address() as AddressInfo).port
  })
  afterAll(async () => {
    await browser.close()
    await new Promise<void>((resolve) => app.close(() => resolve()))
  })

  it('a maker gets a token, publishes it, runs the check and sees the address verified', async () => {
    const maker = await signInViaApi(`verifier${Date.now() % 1_000_000}`)
    const context = await newContext(browser)
    await acceptCookies(context)
    await storeSession(context, maker)
    const page = await context.newPage()
    const errors = watchErrors(page)

    await page.goto('/user-dashboard')
    await page.getByRole('link', { name: 'App verification' }).first().click()
    await page.getByRole('heading', { name: 'App verification' }).waitFor()
    await page.getByLabel(/App address/).fill(`http://127.0.0.1:${port}/`)
    await page.getByRole('button', { name: 'Get a token' }).click()
    const row = page.getByTestId('verification-row')
    await row.getByText('Not checked yet').waitFor()
    const token = (await row.getByLabel(/Your token for/).textContent())!.trim()
    expect(token).toMatch(/^spotlight-[0-9a-f]{32}$/)
    await row.getByText(`http://127.0.0.1:${port}/.well-known/spotlight-verification.txt`).waitFor()

    await row.getByRole('button', { name: 'Check now' }).click()
    await row.getByText('The token was found neither in the file nor in a meta tag.').waitFor()

    published = token
    await row.getByRole('button', { name: 'Check now' }).click()
    await row.getByText('The token was found: your address is verified.').waitFor()
    await row.getByText(/^Verified since /).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('an admin verifies a maker’s host by hand: the badge shows on the maker’s page and the article', async () => {
    const suffix = Date.now() % 1_000_000
    const admin = await signInViaApi('admin')
    const maker = await signInViaApi(`badged${suffix}`)
    const host = `app${suffix}.example.com`
    await buyCredit(maker)
    const article = await call('POST', '/api/articles', maker.accessToken, {
      company: 'Badge Co',
      app: 'Badger',
      title: `Badger ${suffix}`,
      description: 'An app with a verified address.',
      category: { slug: 'marketplaces' },
      content: '<p>Hello Pioneers</p>',
      publishDate: new Date().toISOString().slice(0, 10),
      status: 'PENDING_APPROVAL',
      appUrl: `https://${host}/play`,
      piNetwork: 'MAINNET',
    })
    await call('PUT', `/api/articles/${article.id}/approve`, admin.accessToken)
    await call('POST', '/api/admin/verifications', admin.accessToken, {
      username: maker.username,
      host,
      note: 'Checked the DNS record by hand',
    })

    const context = await newContext(browser)
    await acceptCookies(context)
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto(`/makers/${maker.username}`)
    const onProfile = page.getByTestId('maker-verified').getByTestId('verified-badge')
    await expect.poll(() => onProfile.textContent()).toContain(`Verified: controls ${host} since`)
    expect(await onProfile.getAttribute('href')).toBe('/how-it-works#verified')
    // The card of the article on the maker's page carries it too.
    await page.getByTestId('article-card').getByTestId('verified-badge').first().waitFor()

    await page.goto(`/articles/${article.id}`)
    const onArticle = page.getByTestId('verified-badge')
    await expect.poll(() => onArticle.textContent()).toContain(`Verified: controls ${host} since`)
    expect(errors).toEqual([])
    await context.close()
  })
})
