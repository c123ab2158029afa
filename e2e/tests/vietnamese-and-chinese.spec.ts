// Two readers the site was translated for: a maker in Vietnam who signs in, pays and writes in
// Vietnamese on a phone in the Pi Browser, then finds the article typing without diacritics, as
// Vietnamese readers often do on a phone keyboard; and a reader in Taiwan on a desktop, who gets
// Traditional Chinese from the browser's zh-TW alone. Every page on the way passes axe.
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  acceptCookies,
  baseUrl,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  signInViaApi,
  watchErrors,
} from '../fixtures'
import { call } from './support/articles'
import { whenHydrated } from './support/hydration'

const FIXTURES = path.resolve(import.meta.dirname, '../../apps/server/src/test/fixtures')
const PHONE = { width: 390, height: 844 }

async function expectAxeClean(page: Page, where: string) {
  expect(await seriousAxeViolations(page), where).toEqual([])
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

describe('Vietnamese and Traditional Chinese readers', () => {
  let browser: Browser
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()))
    await browser.close()
  })

  it('a maker in Vietnam signs in, pays, writes in Vietnamese on the phone, and finds it typed without diacritics', async () => {
    const stamp = Date.now() % 1_000_000
    const username = `hanoi${stamp}`
    const context = await newContext(browser, {
      isPiBrowser: true,
      piUser: username,
      viewport: PHONE,
      locale: 'vi-VN',
      bypassCSP: true,
    })
    contexts.push(context)
    await acceptCookies(context)
    await context.addCookies([{ name: 'pi_sim_retry_ms', value: '200', url: baseUrl() }])
    const page = await context.newPage()
    const errors = watchErrors(page)

    // Sign in and pay from the Advertise page, in Vietnamese.
    await page.goto('/vi/advertise')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi')
    await expectAxeClean(page, 'advertise (vi)')
    await (await whenHydrated(page.getByTestId('choose-STANDARD'))).click()
    const signIn = page.getByRole('dialog', { name: 'Đăng nhập để mua gói' })
    await signIn.getByRole('button', { name: 'Đăng nhập bằng Pi Browser' }).click()
    const confirm = page.getByRole('dialog', { name: 'Xác nhận thanh toán' })
    await confirm.waitFor()
    await confirm.getByTestId('terms-checkbox').check()
    await confirm.getByRole('button', { name: 'Xác nhận' }).click()
    await page.getByText('Thanh toán thành công cho gói Đăng bài').waitFor()
    await page.waitForURL((url) => url.pathname === '/user-dashboard/create-article')

    // The form speaks Vietnamese and takes the article's language from the page's.
    await page.getByRole('heading', { name: 'Tạo bài viết' }).waitFor()
    await page.getByTestId('content-editor').waitFor()
    const language = page.getByLabel('Ngôn ngữ của bài viết')
    expect(await language.inputValue()).toBe('vi')
    const title = `Ví Pi cho người Việt ${stamp}`
    await page.getByLabel('Tên công ty/tác giả').fill('Công ty Sao Mai')
    await page.getByLabel('Tên ứng dụng').fill('Ví Sao Mai')
    await page.getByLabel('Danh mục').selectOption('finances')
    await page.getByLabel('Tiêu đề', { exact: true }).fill(title)
    await page.getByLabel('Mô tả', { exact: true }).fill('Ứng dụng ví đơn giản cho cộng đồng Pi ở Việt Nam.')
    await page.getByLabel('Ảnh đầu trang').setInputFiles(path.join(FIXTURES, 'image-400x400.png'))
    const editor = page.getByTestId('content-editor')
    await editor.click()
    await page.keyboard.type('Gửi và nhận Pi với bạn bè, an toàn và nhanh chóng.')
    await expectNoSidewaysScroll(page, PHONE.width)
    await expectAxeClean(page, 'create article (vi)')
    await page.getByRole('button', { name: 'Gửi để duyệt' }).click()
    await page.getByText('Đã gửi bài viết để duyệt.').waitFor()
    await page.waitForURL('**/user-dashboard/pending')

    // An admin publishes it; it keeps the language it was written in.
    const maker = await signInViaApi(username)
    const admin = await signInViaApi('admin')
    const pending = (await call('GET', '/api/articles/pending', maker.accessToken)) as unknown as {
      id: number
      title: string
    }[]
    const articleId = pending.find((item) => item.title === title)!.id
    await call('PUT', `/api/articles/${articleId}/approve`, admin.accessToken)
    const article = await call('GET', `/api/articles/${articleId}`, admin.accessToken)
    expect(article.language).toBe('vi')

    // The home page in Vietnamese shows the newest Vietnamese articles first, this one at their head.
    await page.goto('/vi')
    const first = page.getByRole('region', { name: 'Bằng tiếng Việt' })
    await expect.poll(() => first.getByRole('heading', { level: 3 }).first().textContent()).toBe(title)
    await expectAxeClean(page, 'home (vi)')

    // Typed without a single diacritic, from the top bar's search form.
    const field = page.getByTestId('search-field').locator('visible=true').first()
    if (await field.isVisible()) {
      await whenHydrated(field)
      await field.click()
      const combobox = page.getByRole('combobox', { name: 'Tìm kiếm' })
      await combobox.fill('vi pi cho nguoi viet')
      await combobox.press('Enter')
    } else {
      await page.goto(`/vi/search?${new URLSearchParams({ q: 'vi pi cho nguoi viet' }).toString()}`)
    }
    await page.waitForURL(/\/search\?q=/)
    const result = page.getByTestId('search-result').filter({ hasText: title })
    await result.waitFor()
    expect(await page.getByTestId('search-heading').textContent()).toMatch(/kết quả cho "vi pi cho nguoi viet"$/)
    await expectNoSidewaysScroll(page, PHONE.width)
    await expectAxeClean(page, 'search (vi)')

    // The article page declares the language it is written in.
    await page.goto(`/vi/articles/${articleId}`)
    const heading = page.getByRole('heading', { level: 1, name: title })
    await heading.waitFor()
    expect(await heading.getAttribute('lang')).toBe('vi')
    await expectAxeClean(page, 'article (vi)')
    expect(errors).toEqual([])
  }, 120_000)

  it('a reader in Taiwan on a desktop gets Traditional Chinese from zh-TW, across home, an article and a category', async () => {
    const context = await newContext(browser, {
      viewport: { width: 1440, height: 900 },
      locale: 'zh-TW',
      bypassCSP: true,
    })
    contexts.push(context)
    await acceptCookies(context)
    const page = await context.newPage()
    const errors = watchErrors(page)

    await page.goto('/')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hant')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl()}/zh-Hant`)
    await whenHydrated(page.getByRole('heading', { name: '最新文章' }))
    await expectAxeClean(page, 'home (zh-Hant)')

    const card = page.getByTestId('article-card').first()
    const cardTitle = (await card.getByRole('heading').first().textContent())?.trim() ?? ''
    await card.locator('a[href*="/articles/"]').first().click()
    await page.waitForURL(/\/articles\/\d+$/)
    await page.getByRole('heading', { level: 1, name: cardTitle }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hant')
    await page.getByRole('navigation', { name: /./ }).getByRole('link', { name: '首頁' }).first().waitFor()
    await expectAxeClean(page, 'article (zh-Hant)')

    await page.goto('/zh-Hant/category/games')
    await page.getByRole('heading', { level: 2, name: /^「.+」中的文章$/ }).waitFor()
    await expectNoSidewaysScroll(page, 1440)
    await expectAxeClean(page, 'category (zh-Hant)')
    expect(errors).toEqual([])
  }, 60_000)
})
