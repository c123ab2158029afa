import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@spotlight/shared/domain/languages'
import { splitLanguagePrefix } from '@spotlight/shared/domain/language-paths'
import { REGISTER_SCRIPT, SERVICE_WORKER_SCRIPT } from './service-worker.script'

type Listener = (event: unknown) => void

/**
 * The browser's Cache Storage as the worker uses it: named caches of responses, kept across the
 * worker's restarts (a new `startWorker` on the same store). The precached offline pages answer
 * `caches.match` as "cached <path>".
 */
function cacheStorage() {
  const named = new Map<string, Map<string, Response>>()
  const open = async (name: string) => {
    const entries = named.get(name) ?? new Map<string, Response>()
    named.set(name, entries)
    return {
      put: async (key: string, response: Response) => void entries.set(key, response),
      delete: async (key: string) => entries.delete(key),
      match: async (key: string) => entries.get(key)?.clone(),
    }
  }
  const match = async (path: string) => (path.startsWith('/offline.html') ? `cached ${path}` : undefined)
  return { open, match, keys: async () => [...named.keys()], delete: async (name: string) => named.delete(name) }
}

/** Runs the worker's script against a fake worker scope: what a failed navigation shows, and how it is told the reader's choice. */
function startWorker(languages: string[], caches = cacheStorage()) {
  const listeners: Record<string, Listener> = {}
  const self = {
    navigator: { userAgent: 'Chrome', languages, language: languages[0] },
    location: { origin: 'https://spotlight.test' },
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
  }
  const fetch = () => Promise.reject(new Error('offline'))
  new Function('self', 'caches', 'fetch', SERVICE_WORKER_SCRIPT)(self, caches, fetch)
  return {
    caches,
    /** The page answered for a navigation to `path` while offline. */
    offlinePageFor(path: string): Promise<string> {
      let answer: Promise<string> | undefined
      listeners.fetch!({
        request: { method: 'GET', mode: 'navigate', url: `https://spotlight.test${path}` },
        respondWith: (response: Promise<string>) => (answer = response),
      })
      return answer!
    },
    /** A page's message, waited for as the browser keeps the worker alive for it. */
    async receive(data: unknown) {
      let done: Promise<unknown> = Promise.resolve()
      listeners.message!({ data, waitUntil: (work: Promise<unknown>) => (done = work) })
      await done
    },
  }
}

const offlinePageFor = (languages: string[], path = '/articles/1') => startWorker(languages).offlinePageFor(path)

describe('the service worker', () => {
  it("shows the offline page in the reader's language, chosen as a page's language is", async () => {
    expect(await offlinePageFor(['es-MX', 'en'])).toBe('cached /offline.html?lang=es')
    expect(await offlinePageFor(['de-DE', 'es'])).toBe('cached /offline.html?lang=es')
    expect(await offlinePageFor(['en-GB', 'es'])).toBe('cached /offline.html?lang=en')
    // Taiwan's Chinese is Traditional Chinese; a language the site does not speak gets the default.
    expect(await offlinePageFor(['zh-TW'])).toBe('cached /offline.html?lang=zh-Hant')
    expect(await offlinePageFor(['fr-FR'])).toBe('cached /offline.html?lang=en')
    expect(await offlinePageFor([])).toBe('cached /offline.html?lang=en')
  })

  it("follows the language of the failed page's address first, as the page would have been", async () => {
    expect(await offlinePageFor(['en-GB'], '/es/articles/1')).toBe('cached /offline.html?lang=es')
    expect(await offlinePageFor(['es'], '/zh-Hant/categories/games?page=2')).toBe('cached /offline.html?lang=zh-Hant')
    expect(await offlinePageFor(['es'], '/vi')).toBe('cached /offline.html?lang=vi')
    expect(await offlinePageFor(['es'], '/hi/')).toBe('cached /offline.html?lang=hi')
    // Not a language's prefix: the browser's languages decide.
    expect(await offlinePageFor(['es'], '/fr/articles/1')).toBe('cached /offline.html?lang=es')
    expect(await offlinePageFor(['es'], '/zh-hant/articles')).toBe('cached /offline.html?lang=es')
    expect(await offlinePageFor(['es'], '/vid/1')).toBe('cached /offline.html?lang=es')
  })

  it('reads a prefix exactly as the pages do (splitLanguagePrefix), for every language', async () => {
    const paths = [
      ...LANGUAGES.flatMap((language) => [`/${language}`, `/${language}/articles/1`, `/${language}?q=pi`]),
      ...['/', '/articles/1', '/en/articles/1', '/esx', '/es-ES/x', '/zh-HANT', '/ko#top', '/abcd/x'],
    ]
    for (const path of paths) {
      const expected = splitLanguagePrefix(path).language
      const shown = await offlinePageFor(['ko'], path)
      expect(shown, path).toBe(`cached /offline.html?lang=${expected ?? 'ko'}`)
    }
  })

  it("follows the reader's choice (the lang cookie the pages tell it) over the browser's languages, across restarts", async () => {
    const worker = startWorker(['es'])
    await worker.receive({ type: 'language-choice', language: 'ko' })
    expect(await worker.offlinePageFor('/articles/1')).toBe('cached /offline.html?lang=ko')
    // The address's prefix still comes first.
    expect(await worker.offlinePageFor('/id/articles/1')).toBe('cached /offline.html?lang=id')
    // The browser stops an idle worker: the choice outlives it.
    const restarted = startWorker(['es'], worker.caches)
    expect(await restarted.offlinePageFor('/')).toBe('cached /offline.html?lang=ko')

    // No cookie any more, or a value the site does not speak: the browser's languages again.
    await restarted.receive({ type: 'language-choice', language: null })
    expect(await restarted.offlinePageFor('/')).toBe('cached /offline.html?lang=es')
    await restarted.receive({ type: 'language-choice', language: 'zh-Hant' })
    await restarted.receive({ type: 'language-choice', language: '<script>' })
    expect(await restarted.offlinePageFor('/')).toBe('cached /offline.html?lang=es')
    // Other messages change nothing.
    await restarted.receive({ type: 'language-choice', language: 'vi' })
    await restarted.receive({ type: 'something-else', language: 'hi' })
    await restarted.receive(null)
    expect(await restarted.offlinePageFor('/')).toBe('cached /offline.html?lang=vi')
  })
})

/** Runs the page's register script in a fake page: what it posts to the worker, and when. */
async function runRegisterScript(cookie: string) {
  const posted: unknown[] = []
  let langChanged: (() => void) | undefined
  const registration = { active: { postMessage: (message: unknown) => posted.push(message) } }
  const page = {
    window: { __spotlightHydrated: true },
    navigator: {
      userAgent: 'Chrome',
      serviceWorker: { register: async () => registration, ready: Promise.resolve(registration) },
    },
    document: { readyState: 'complete', cookie, documentElement: {} },
    MutationObserver: class {
      constructor(private readonly callback: () => void) {}
      observe(_target: unknown, options: { attributeFilter: string[] }) {
        if (options.attributeFilter.includes('lang')) langChanged = this.callback
      }
    },
  }
  new Function(...Object.keys(page), 'addEventListener', 'setTimeout', REGISTER_SCRIPT)(
    ...Object.values(page),
    () => undefined,
    () => undefined,
  )
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  await settle()
  return {
    posted,
    async changeLanguage(newCookie: string) {
      page.document.cookie = newCookie
      langChanged?.()
      await settle()
    },
  }
}

describe("the page's register script", () => {
  it("tells the worker the reader's lang cookie once registered, and again when the page's language changes", async () => {
    const page = await runRegisterScript('consent=all; lang=vi; theme=dark')
    expect(page.posted).toEqual([{ type: 'language-choice', language: 'vi' }])
    await page.changeLanguage('consent=all; lang=zh-Hant')
    expect(page.posted.at(-1)).toEqual({ type: 'language-choice', language: 'zh-Hant' })
    expect((await runRegisterScript('consent=all')).posted).toEqual([{ type: 'language-choice', language: null }])
  })
})
