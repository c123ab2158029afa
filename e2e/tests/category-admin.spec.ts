// The admin's category form: create with the
// validation message, edit keeping the slug, the Spanish names on the public pages, and delete with
// its confirmation saying where the category's articles go.
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  acceptCookies,
  baseUrl,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  type SignedInUser,
  signInViaApi,
  storeSession,
  watchErrors,
} from '../fixtures'

const HEADER_IMAGE = fileURLToPath(new URL('../../apps/server/src/test/fixtures/image-1600x900.jpg', import.meta.url))

async function call(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  expect(response.ok, `${path}: ${response.status} ${text}`).toBe(true)
  return (text ? JSON.parse(text) : null) as Record<string, unknown>
}

/** A published article in the category, written by the admin (who publishes directly). */
async function publishIn(admin: SignedInUser, slug: string, title: string) {
  const article = await call('POST', '/api/articles', admin.accessToken, {
    company: 'Acme',
    app: 'PiChat',
    title,
    description: 'A chat app for Pioneers.',
    category: { slug },
    content: '<p>Hello Pioneers</p>',
    publishDate: new Date().toISOString().slice(0, 10),
    status: 'PUBLISHED',
  })
  return Number(article.id)
}

describe('the admin category form', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('creates, validates, edits keeping the slug, shows Spanish names publicly, and deletes with the notice', async () => {
    const admin = await signInViaApi('admin')
    const stamp = Date.now() % 1_000_000
    const name = `Board Games ${stamp}`
    const slug = `board-games-${stamp}`
    const nameEs = `Juegos de mesa ${stamp}`

    const context = await newContext(browser, { bypassCSP: true })
    await acceptCookies(context)
    await storeSession(context, admin)
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto('/admin-dashboard/admin-category-form')
    await page.getByRole('heading', { name: 'Manage Categories' }).waitFor()
    expect(await page.getByText('This page is coming soon').count()).toBe(0)
    // sin-categoria is never listed.
    await page.getByTestId('category-row').first().waitFor()
    expect(await page.getByTestId('category-list').getByText('/sin-categoria').count()).toBe(0)

    // The screen passes an axe scan (serious and critical issues).
    expect(await seriousAxeViolations(page)).toEqual([])

    // Create: the name is required; the slug shows as the name is typed.
    const form = page.getByTestId('category-form')
    await form.getByRole('button', { name: 'Create' }).click()
    await form.getByText('Name is required.').waitFor()
    await form.getByLabel('Category Name', { exact: true }).fill('!!!')
    await form.getByRole('button', { name: 'Create' }).click()
    await form.getByText('The name needs at least one letter or digit.').waitFor()
    await form.getByLabel('Category Name', { exact: true }).fill(name)
    await form.getByText(`Address: /category/${slug}`).waitFor()
    await form.getByLabel('Category Name (Español)').fill(nameEs)
    await form.getByLabel('Description', { exact: true }).fill('Games around a table.')
    await form.getByLabel('Description (Español)').fill('Juegos alrededor de una mesa.')
    await form.getByLabel('Emoji').fill('🎲')
    // The header image goes through the media pipeline; its address fills the URL field.
    await form.getByLabel('Upload a header image').setInputFiles(HEADER_IMAGE)
    await form.getByRole('img', { name: 'Header image preview' }).waitFor()
    expect(await form.getByLabel('Header Image URL').inputValue()).toMatch(/^\/media\//)
    await form.getByRole('button', { name: 'Create' }).click()
    await page.getByText('Category created successfully!').waitFor()
    const row = page.getByTestId('category-row').filter({ hasText: name })
    await row.getByText(`/${slug} · 0 articles`).waitFor()

    // Edit: a new description, the name unchanged, so the slug stays.
    await row.getByRole('button', { name: 'Edit' }).click()
    await form.getByRole('button', { name: 'Cancel' }).waitFor()
    await form.getByText(`Address: /category/${slug}`).waitFor()
    await form.getByLabel('Description', { exact: true }).fill('Board and card games.')
    await form.getByRole('button', { name: 'Update' }).click()
    await page.getByText('Category updated successfully!').waitFor()
    const updated = (await call('GET', `/api/categories/slug/${slug}`, admin.accessToken)) as { id: number }
    expect(updated).toMatchObject({
      slug,
      description: 'Board and card games.',
      translations: { es: { name: nameEs, description: 'Juegos alrededor de una mesa.' } },
    })
    expect(await form.getByRole('button', { name: 'Cancel' }).count()).toBe(0)

    // The public pages in Spanish show the Spanish name; in English the English one.
    const articleTitle = `Dice night ${stamp}`
    const articleId = await publishIn(admin, slug, articleTitle)
    const spanish = await newContext(browser, { locale: 'es-ES' })
    await acceptCookies(spanish)
    const es = await spanish.newPage()
    await es.goto(`/category/${slug}`)
    await es.getByRole('heading', { level: 1, name: nameEs }).waitFor()
    await es.getByText('Juegos alrededor de una mesa.').waitFor()
    await es.goto('/')
    await es.getByTestId('category-grid').getByRole('link', { name: nameEs }).waitFor()
    await es.goto(`/articles/${articleId}`)
    await es.getByTestId('article-detail').getByRole('link', { name: nameEs }).waitFor()
    await spanish.close()
    const english = await newContext(browser)
    await acceptCookies(english)
    const en = await english.newPage()
    await en.goto(`/category/${slug}`)
    await en.getByRole('heading', { level: 1, name }).waitFor()
    await english.close()

    // Delete: the confirmation says its article moves to Uncategorised, and it does.
    await page.reload()
    await row.getByText(`/${slug} · 1 article`).waitFor()
    await row.getByRole('button', { name: 'Delete' }).click()
    await row.getByText('Its 1 article moves to Uncategorised.').waitFor()
    await row.getByRole('button', { name: 'Confirm delete' }).click()
    await page.getByText('Category deleted.').waitFor()
    await row.waitFor({ state: 'detached' })
    const article = await call('GET', `/api/articles/${articleId}`, admin.accessToken)
    expect(article.category).toMatchObject({ slug: 'sin-categoria' })

    expect(errors).toEqual([])
    await context.close()
  })
})
