import { describe, expect, it } from 'vitest'
import { SERVICE_WORKER_SCRIPT } from './service-worker.script'

/** Runs the worker's script against a fake worker scope and answers which offline page it shows. */
async function offlinePageFor(languages: string[]): Promise<string> {
  const listeners: Record<string, (event: unknown) => void> = {}
  const self = {
    navigator: { userAgent: 'Chrome', languages, language: languages[0] },
    location: { origin: 'https://spotlight.test' },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
  }
  const caches = { match: async (path: string) => `cached ${path}` }
  const fetch = () => Promise.reject(new Error('offline'))
  new Function('self', 'caches', 'fetch', SERVICE_WORKER_SCRIPT)(self, caches, fetch)
  let answer: Promise<string> | undefined
  listeners.fetch!({
    request: { method: 'GET', mode: 'navigate', url: 'https://spotlight.test/articles/1' },
    respondWith: (response: Promise<string>) => (answer = response),
  })
  return answer!
}

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
})
