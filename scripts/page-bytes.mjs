// `node scripts/page-bytes.mjs`: the bytes a phone downloads for the home page and an
// article, images and in total, on the built server with the demo content. Chromium (playwright-core)
// as a 375 px phone at DPR 2 and 3; each page is loaded on a fresh context (empty cache), first as it
// opens (until the network is idle) and then after scrolling to its foot (lazy images included).
// Bytes are what came over the wire (headers and compressed bodies), from Chromium's own counts.
/* global document, window */
import { chromium } from 'playwright-core'
import { startServer, stopServer, throwawayDatabase } from './bench-server.mjs'

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

async function measure(browser, url, dpr) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: dpr,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_UA,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const types = new Map()
  const totals = { all: 0, images: 0, videos: 0, imageUrls: [] }
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event))
  cdp.on('Network.loadingFinished', (event) => {
    const response = types.get(event.requestId)
    totals.all += event.encodedDataLength
    if (response?.type === 'Image' && !response.response.url.startsWith('data:')) {
      totals.images += event.encodedDataLength
      totals.imageUrls.push(`${new URL(response.response.url).pathname} ${event.encodedDataLength}`)
    }
    if (response?.type === 'Media') totals.videos += event.encodedDataLength
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const onLoad = { all: totals.all, images: totals.images, videos: totals.videos, imageUrls: [...totals.imageUrls] }
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 150))
    }
  })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  const scrolled = { all: totals.all, images: totals.images, videos: totals.videos }
  await context.close()
  return { onLoad, scrolled }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

// PGlite, as for Lighthouse: the demo content is only seeded outside production mode, which PostgreSQL runs in.
const database = await throwawayDatabase({ pglite: true })
const server = await startServer(database, { SEED_DEMO: '1' })
try {
  // The start-up pass makes the demo images' copies after listen: wait until the API lists them all
  // (a build from before responsive image copies never does: it is measured after a minute).
  const deadline = Date.now() + 300_000
  let articles = []
  for (;;) {
    articles = await (await fetch(`${server.origin}/api/articles?limit=100`)).json()
    const ready = articles.length > 0 && articles.every((article) => article.headerImageVariants?.avif)
    const old = articles.length > 0 && Date.now() > deadline - 240_000 && !articles.some((a) => a.headerImageVariants)
    if (ready || old || Date.now() > deadline) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  // Cached pages live 30 s at most: a page rendered before the copies existed is gone by then.
  await new Promise((resolve) => setTimeout(resolve, 31_000))
  const [first] = articles
  const pages = { home: '/', article: `/articles/${first.id}` }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
  const rows = []
  for (const [name, path] of Object.entries(pages)) {
    for (const dpr of [2, 3]) {
      const result = await measure(browser, `${server.origin}${path}`, dpr)
      rows.push({ page: name, dpr, ...result })
      console.log(
        `${name.padEnd(8)} DPR ${dpr}  on load: images ${kb(result.onLoad.images)}, video ${kb(result.onLoad.videos)}, total ${kb(result.onLoad.all)}` +
          `   scrolled to the foot: images ${kb(result.scrolled.images)}, video ${kb(result.scrolled.videos)}, total ${kb(result.scrolled.all)}`,
      )
      if (process.env.PAGE_BYTES_VERBOSE) console.log(result.onLoad.imageUrls.join('\n'))
    }
  }
  await browser.close()
  if (process.env.PAGE_BYTES_JSON) console.log(JSON.stringify(rows))
} finally {
  await stopServer(server)
  await database.cleanup()
}
