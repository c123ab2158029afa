import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import type { PaymentDto, UserDto } from './pi-sim.dto'
import { PAYMENT, simClient, type SimClient } from './pi-sim.test-support'

// The fake window.Pi, loaded by a <script> tag into jsdom and talking to a real simulator.

type Callbacks = {
  onReadyForServerApproval: (id: string) => void
  onReadyForServerCompletion: (id: string, txid: string) => void
  onCancel: (id: string) => void
  onError: (error: Error, payment?: PaymentDto) => void
}
type FakePi = {
  __sim: boolean
  __simState: { shareDialogs: unknown[]; openedUrls: string[]; payments: string[] }
  init(options: { version: string; sandbox?: boolean }): void
  authenticate(
    scopes: string[],
    onIncomplete: (payment: PaymentDto) => void,
  ): Promise<{ accessToken: string; user: { uid: string; username: string } }>
  createPayment(data: unknown, callbacks: Partial<Callbacks>): unknown
  openShareDialog(title: string, message: string): void
  nativeFeaturesList(): Promise<string[]>
  openUrlInSystemBrowser(url: string): Promise<void>
  Ads: Record<'showAd' | 'isAdReady' | 'requestAd', (type: string) => Promise<unknown>>
}
type BrowserWindow = {
  Pi: FakePi
  __PI_SIM__?: Record<string, unknown>
  fetch: typeof fetch
  location: { href: string }
  document: { cookie: string }
  addEventListener(type: string, listener: () => void): void
  close(): void
}
type JsdomModule = {
  JSDOM: new (html: string, options: Record<string, unknown>) => { window: BrowserWindow }
}
// jsdom ships no types and the server's tsconfig has no DOM: a non-literal import keeps tsc out of it.
const JSDOM_MODULE: string = 'jsdom'

const PI_BROWSER_UA = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile PiBrowser/2.6.0'
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    sleep(ms).then(() => 'pending'),
  ])

async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (accept(value) || Date.now() > deadline) return value
    await sleep(25)
  }
}

describe('the fake window.Pi', () => {
  let t: TestApp
  let sim: SimClient
  const windows: BrowserWindow[] = []

  beforeAll(async () => {
    t = await buildTestApp()
    sim = simClient(t)
  })
  beforeEach(async () => {
    await sim.control.reset()
  })
  afterEach(() => {
    // Closing stops the SDK's retry timers.
    for (const window of windows.splice(0)) window.close()
  })
  afterAll(async () => {
    await t.close()
  })

  type PageOptions = { query?: string; piBrowser?: boolean; cookie?: string; sim?: Record<string, unknown> }

  async function openPage(options: PageOptions = {}): Promise<BrowserWindow> {
    const { JSDOM } = (await import(JSDOM_MODULE)) as JsdomModule
    const dom = new JSDOM(`<!doctype html><script src="${t.url}/__pi-sim/pi-sdk.js"></script>`, {
      url: `${t.url}/some/page${options.query ?? ''}`,
      runScripts: 'dangerously',
      resources: { userAgent: options.piBrowser === false ? DESKTOP_UA : PI_BROWSER_UA },
      beforeParse(window: BrowserWindow) {
        // jsdom has no fetch: lend it Node's, resolving URLs against the page.
        window.fetch = (input, init) => fetch(new URL(String(input), window.location.href), init)
        if (options.sim) window.__PI_SIM__ = options.sim
        if (options.cookie) window.document.cookie = options.cookie
      },
    })
    windows.push(dom.window)
    await new Promise<void>((resolve) => dom.window.addEventListener('load', () => resolve()))
    return dom.window
  }

  async function signedIn(options: PageOptions = {}) {
    const page = await openPage(options)
    page.Pi.init({ version: '2.0', sandbox: false })
    await page.Pi.authenticate(['username', 'payments'], () => {})
    return page
  }

  const stateOf = async (id: string) =>
    (await sim.control.state()).body.payments.find((payment) => payment.identifier === id)?.state

  it('loads as window.Pi, needs init with version "2.0" first, and offers the minor calls', async () => {
    const page = await openPage()
    expect(page.Pi.__sim).toBe(true)
    expect(() => page.Pi.createPayment(PAYMENT, {})).toThrow(/not initialized/)
    expect(() => page.Pi.init({ version: '1.0' })).toThrow(/version/)
    page.Pi.init({ version: '2.0' })
    page.Pi.openShareDialog('Spotlight', 'Look at this')
    expect(page.Pi.__simState.shareDialogs).toEqual([{ title: 'Spotlight', message: 'Look at this' }])
    expect(await page.Pi.nativeFeaturesList()).toEqual([])
    await expect(page.Pi.openUrlInSystemBrowser('https://example.com')).resolves.toBeUndefined()
    expect(await page.Pi.Ads.showAd('rewarded')).toEqual({ type: 'rewarded', result: 'AD_NOT_AVAILABLE' })
    expect(await page.Pi.Ads.requestAd('interstitial')).toMatchObject({ result: 'AD_NOT_AVAILABLE' })
    expect(await page.Pi.Ads.isAdReady('rewarded')).toEqual({ type: 'rewarded', ready: false })
  })

  it('reports the native features a test chooses (none by default)', async () => {
    const fromCookie = await openPage({ cookie: 'pi_sim_native_features=inline_media,ad_network' })
    fromCookie.Pi.init({ version: '2.0' })
    expect(await fromCookie.Pi.nativeFeaturesList()).toEqual(['inline_media', 'ad_network'])
    const fromOverride = await openPage({ sim: { nativeFeatures: 'request_permission' } })
    fromOverride.Pi.init({ version: '2.0' })
    expect(await fromOverride.Pi.nativeFeaturesList()).toEqual(['request_permission'])
  })

  it('reports share sheets and system-browser links to the control API, until a reset', async () => {
    const deviceActions = async () => (await (await t.request('/__pi-sim/_control/state')).json()).deviceActions
    const page = await signedIn({ query: '?pi_sim_user=sharer' })
    page.Pi.openShareDialog('Pi Quest', 'Look at this: http://localhost/articles/1')
    await page.Pi.openUrlInSystemBrowser('https://example.com/store')
    const actions = await until(deviceActions, (list) => list.length === 2)
    expect(actions).toEqual([
      {
        kind: 'share_dialog',
        title: 'Pi Quest',
        message: 'Look at this: http://localhost/articles/1',
        user: 'sharer',
        at: expect.any(String),
      },
      { kind: 'open_url', url: 'https://example.com/store', user: 'sharer', at: expect.any(String) },
    ])
    await sim.control.reset()
    expect(await deviceActions()).toEqual([])
  })

  it('plays an old Pi Browser whose openUrlInSystemBrowser rejects (knob openUrl=fail)', async () => {
    const page = await openPage({ sim: { openUrl: 'fail' } })
    page.Pi.init({ version: '2.0' })
    await expect(page.Pi.openUrlInSystemBrowser('https://example.com')).rejects.toThrow('No minimal requirements')
    expect(page.Pi.__simState.openedUrls).toEqual([])
  })

  it('refuses malformed device reports with 400', async () => {
    for (const body of [{}, { title: 1, message: 'x' }, { title: 'x', message: 'y', extra: true }]) {
      const response = await t.request('/__pi-sim/_device/share-dialog', { method: 'POST', json: body })
      expect(response.status).toBe(400)
    }
    const response = await t.request('/__pi-sim/_device/open-url', { method: 'POST', json: { url: 'x'.repeat(5000) } })
    expect(response.status).toBe(400)
  })

  it('signs in as the ?pi_sim_user= of the page inside the Pi Browser', async () => {
    const page = await openPage({ query: '?pi_sim_user=alice' })
    page.Pi.init({ version: '2.0' })
    const auth = await page.Pi.authenticate(['username', 'payments'], () => {})
    expect(auth).toEqual({ accessToken: 'sim-alice', user: { uid: 'sim-uid-alice', username: 'alice' } })
  })

  it('gives a token the scopes the user granted: without "username", /v2/me and the sign-in carry no username', async () => {
    const page = await openPage({ sim: { user: 'shy', declineScopes: 'username' } })
    page.Pi.init({ version: '2.0' })
    const auth = await page.Pi.authenticate(['username', 'payments'], () => {})
    expect(auth).toEqual({ accessToken: 'sim-shy', user: { uid: 'sim-uid-shy' } })
    const me = await sim.call<UserDto>('GET', '/v2/me', { auth: 'Bearer sim-shy' })
    expect(me.body).not.toHaveProperty('username')
    expect(me.body.credentials.scopes).toEqual(['payments'])

    // Signing in again with the scope granted gives the username back.
    const again = await openPage({ sim: { user: 'shy' } })
    again.Pi.init({ version: '2.0' })
    expect((await again.Pi.authenticate(['username', 'payments'], () => {})).user).toEqual({
      uid: 'sim-uid-shy',
      username: 'shy',
    })
  })

  it('takes the user from window.__PI_SIM__, then the query, then the cookie, else pioneer', async () => {
    const cases: [PageOptions, string][] = [
      [
        { sim: { user: 'from_global' }, query: '?pi_sim_user=from_query', cookie: 'pi_sim_user=from_cookie' },
        'from_global',
      ],
      [{ query: '?pi_sim_user=from_query', cookie: 'pi_sim_user=from_cookie' }, 'from_query'],
      [{ cookie: 'pi_sim_user=from_cookie' }, 'from_cookie'],
      [{}, 'pioneer'],
    ]
    for (const [options, username] of cases) {
      const page = await openPage(options)
      page.Pi.init({ version: '2.0' })
      expect((await page.Pi.authenticate(['username'], () => {})).user.username).toBe(username)
    }
  })

  it('never settles outside the Pi Browser, unless in the sandbox', async () => {
    const desktop = await openPage({ piBrowser: false })
    desktop.Pi.init({ version: '2.0' })
    expect(
      await settledWithin(
        desktop.Pi.authenticate(['username'], () => {}),
        300,
      ),
    ).toBe('pending')

    const sandbox = await openPage({ piBrowser: false, query: '?pi_sim_user=sandy' })
    sandbox.Pi.init({ version: '2.0', sandbox: true })
    expect((await sandbox.Pi.authenticate(['username'], () => {})).user.username).toBe('sandy')
  })

  it('plays the authenticate scenarios hang and consent_denied', async () => {
    const hang = await openPage({ query: '?pi_sim_authenticate=hang' })
    hang.Pi.init({ version: '2.0' })
    expect(
      await settledWithin(
        hang.Pi.authenticate(['username'], () => {}),
        300,
      ),
    ).toBe('pending')

    const denied = await openPage({ sim: { authenticate: 'consent_denied' } })
    denied.Pi.init({ version: '2.0' })
    const error = await denied.Pi.authenticate(['username'], () => {}).catch((reason: Error) => reason)
    expect((error as Error).message).toBe('User consent cancelled.')
  })

  it('hands a payment left over to onIncompletePaymentFound at sign-in', async () => {
    const seeded = await sim.control.seed({ payments: [{ username: 'alice', state: 'SIGNED', amount: 1 }] })
    const page = await openPage({ query: '?pi_sim_user=alice' })
    page.Pi.init({ version: '2.0' })
    const found: PaymentDto[] = []
    await page.Pi.authenticate(['username', 'payments'], (payment) => found.push(payment))
    expect(found.map((payment) => payment.identifier)).toEqual([seeded.body.payments[0]!.identifier])
  })

  it('runs a payment: approval callbacks until approved, signs, completion callbacks until completed', async () => {
    const page = await signedIn({ query: '?pi_sim_user=alice&pi_sim_retry_ms=50' })
    const calls: string[] = []
    let approvals = 0
    const result = page.Pi.createPayment(PAYMENT, {
      onReadyForServerApproval: (id) => {
        calls.push('approve')
        // Our server is slow: it approves on the third callback only.
        if (++approvals === 3) void sim.server.approve(id)
      },
      onReadyForServerCompletion: (id, txid) => {
        calls.push('complete')
        void sim.server.complete(id, txid)
      },
      onCancel: () => calls.push('cancel'),
      onError: () => calls.push('error'),
    })
    expect(result).toBeUndefined()
    const id = await until(
      async () => page.Pi.__simState.payments[0],
      (value) => value !== undefined,
    )
    expect(
      await until(
        () => stateOf(id!),
        (state) => state === 'COMPLETED',
      ),
    ).toBe('COMPLETED')
    await sleep(200)
    // A callback may repeat while our answer is in flight; the order is what matters.
    const firstCompletion = calls.indexOf('complete')
    expect(firstCompletion).toBeGreaterThanOrEqual(3)
    expect(calls.slice(0, firstCompletion).every((call) => call === 'approve')).toBe(true)
    expect(calls.slice(firstCompletion).every((call) => call === 'complete')).toBe(true)
    // Once completed, the SDK stops calling back.
    const settled = calls.length
    await sleep(200)
    expect(calls).toHaveLength(settled)
  })

  it('calls onCancel when nobody approves within the approval window, and the payment is cancelled', async () => {
    const page = await signedIn({ sim: { user: 'bob', retryMs: 50, approvalWindowMs: 300 } })
    let approvals = 0
    const cancelled = new Promise<string>((resolve) =>
      page.Pi.createPayment(PAYMENT, { onReadyForServerApproval: () => approvals++, onCancel: resolve }),
    )
    const id = await cancelled
    expect(approvals).toBeGreaterThanOrEqual(3)
    expect(await stateOf(id)).toBe('CANCELLED')
  })

  it('plays the scripted user actions user_cancel, sign_unverified and never_sign', async () => {
    const approveAll = { onReadyForServerApproval: (id: string) => void sim.server.approve(id) }

    const canceller = await signedIn({ sim: { user: 'carol', retryMs: 50, action: 'user_cancel' } })
    const id = await new Promise<string>((resolve) =>
      canceller.Pi.createPayment(PAYMENT, { ...approveAll, onCancel: resolve }),
    )
    const cancelled = (await sim.server.get(id)).body
    expect(cancelled.status).toMatchObject({ cancelled: false, user_cancelled: true })

    const unverified = await signedIn({
      sim: { user: 'dave', retryMs: 50, action: 'sign_unverified', completionWindowMs: 200 },
    })
    const txid = await new Promise<string>((resolve) =>
      unverified.Pi.createPayment(PAYMENT, { ...approveAll, onReadyForServerCompletion: (_id, tx) => resolve(tx) }),
    )
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect((await sim.control.state('dave')).body.payments[0]!.state).toBe('SIGNED_BAD')

    const idle = await signedIn({ sim: { user: 'erin', retryMs: 50, action: 'never_sign' } })
    let completions = 0
    idle.Pi.createPayment(PAYMENT, { ...approveAll, onReadyForServerCompletion: () => completions++ })
    await until(
      async () => (await sim.control.state('erin')).body.payments[0]?.state,
      (state) => state === 'APPROVED',
    )
    await sleep(300)
    expect(completions).toBe(0)
    expect((await sim.control.state('erin')).body.payments[0]!.state).toBe('APPROVED')
  })

  it('refuses a new payment while one with a transaction is open: onError, then onIncompletePaymentFound', async () => {
    const seeded = await sim.control.seed({ payments: [{ username: 'frank', state: 'SIGNED', amount: 1 }] })
    const page = await openPage({ query: '?pi_sim_user=frank' })
    page.Pi.init({ version: '2.0' })
    const incomplete: string[] = []
    await page.Pi.authenticate(['username', 'payments'], (payment) => incomplete.push(payment.identifier))
    const error = await new Promise<Error>((resolve) => page.Pi.createPayment(PAYMENT, { onError: resolve }))
    expect(error.message).toMatch(/payment in progress/)
    await until(
      async () => incomplete.length,
      (count) => count === 2,
    )
    expect(incomplete).toEqual([seeded.body.payments[0]!.identifier, seeded.body.payments[0]!.identifier])
  })

  it('reports bad payment data and a missing payments scope through onError', async () => {
    const page = await signedIn()
    for (const data of [{ ...PAYMENT, amount: -1 }, { ...PAYMENT, memo: 1 }, { ...PAYMENT, metadata: null }, null]) {
      const error = await new Promise<Error>((resolve) => page.Pi.createPayment(data, { onError: resolve }))
      expect(error.message).toMatch(/Invalid payment data/)
    }
    const narrow = await openPage()
    narrow.Pi.init({ version: '2.0' })
    await narrow.Pi.authenticate(['username'], () => {})
    const error = await new Promise<Error>((resolve) => narrow.Pi.createPayment(PAYMENT, { onError: resolve }))
    expect(error.message).toMatch(/payments/)
    expect((await sim.control.state()).body.payments).toEqual([])
  })
})
