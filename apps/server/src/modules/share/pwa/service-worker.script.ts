// The service worker served at /sw.js. Kept as a string, not a static file, because the server is
// bundled into dist/server.js (as the simulator's window.Pi is). Plain ES2020, no imports.
import { createHash } from 'node:crypto'
import { matchAcceptLanguage } from '@spotlight/shared/domain/language-negotiation'
import { LANGUAGE_PREFIX } from '@spotlight/shared/domain/language-paths'
import { DEFAULT_LANGUAGE, LANGUAGES } from '@spotlight/shared/domain/languages'
import { ICONS } from './app-icons'

/**
 * Paths it never touches: the API and sign-in, the live channel, the simulator, uploaded media,
 * share cards, and the signed-in screens (dashboards, QR sign-in and payment hand-offs).
 */
const NEVER_HANDLED = String.raw`^\/(?:api|auth|ws|__pi-sim|media|og|pinet|user-dashboard|admin-dashboard|login-qr|session-qr|pay-qr)(?:[\/?#]|$)`

const BODY = String.raw`
const SHELL_CACHE = 'spotlight-shell-' + VERSION
// The reader's language choice (the lang cookie's value), which the pages post to the worker: a
// worker cannot read cookies. Kept in a cache, since the browser stops an idle worker and its
// memory; in its own one, which a new version keeps.
const CHOICE_CACHE = 'spotlight-language-choice'
const CHOICE_KEY = '/__spotlight/language-choice'
const offlinePath = (language) => '/offline.html?lang=' + encodeURIComponent(language)
const PRECACHE = [...LANGUAGES.map(offlinePath), '/favicon.svg', '/manifest.webmanifest', ...ICON_PATHS]
const NEVER_HANDLED = new RegExp(NEVER_HANDLED_PATTERN)

// Inside the Pi Browser the app must behave exactly as without a service worker (the page never
// registers one there; this is the second lock).
const IN_PI_BROWSER = self.navigator.userAgent.indexOf('PiBrowser') >= 0

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name !== SHELL_CACHE && name !== CHOICE_CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  )
})

const isLanguage = (value) => LANGUAGES.indexOf(value) >= 0

self.addEventListener('message', (event) => {
  const data = event.data
  if (!data || data.type !== 'language-choice') return
  const choice = isLanguage(data.language) ? data.language : null
  event.waitUntil(
    caches
      .open(CHOICE_CACHE)
      .then((cache) => (choice ? cache.put(CHOICE_KEY, new Response(choice)) : cache.delete(CHOICE_KEY))),
  )
})

function rememberedChoice() {
  return caches
    .open(CHOICE_CACHE)
    .then((cache) => cache.match(CHOICE_KEY))
    .then((answer) => (answer ? answer.text() : null))
    .then((choice) => (isLanguage(choice) ? choice : null))
    .catch(() => null)
}

// The language a path's prefix names (/es/..., /zh-Hant): the page asked for is in it.
function prefixLanguage(pathname) {
  const match = LANGUAGE_PREFIX.exec(pathname)
  return match && match[1] !== DEFAULT_LANGUAGE && isLanguage(match[1]) ? match[1] : null
}

// The language the failed page would have had, by the site's rule: the address's prefix, then the
// reader's choice, then their browser's languages in order (chosen from as Accept-Language is).
function offlineLanguage(url) {
  const fromAddress = prefixLanguage(url.pathname)
  if (fromAddress) return Promise.resolve(fromAddress)
  return rememberedChoice().then((choice) => {
    if (choice) return choice
    const wanted = (self.navigator.languages || [self.navigator.language || '']).join(',')
    return matchAcceptLanguage(wanted, LANGUAGES) || DEFAULT_LANGUAGE
  })
}

function offlinePage(url) {
  return offlineLanguage(url).then((language) =>
    caches.match(offlinePath(language)).then((page) => page || caches.match(offlinePath(DEFAULT_LANGUAGE))),
  )
}

// Content-hashed build files never change under their name: served from the cache once fetched.
function cachedAsset(request) {
  return caches.match(request).then(
    (hit) =>
      hit ||
      fetch(request).then((response) => {
        if (response.ok) {
          const copy = response.clone()
          caches.open(SHELL_CACHE).then((cache) => cache.put(request, copy))
        }
        return response
      }),
  )
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (IN_PI_BROWSER || request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || NEVER_HANDLED.test(url.pathname)) return
  // Pages come from the network, always (they may change any minute); only a failure shows the
  // offline page. No page is ever stored.
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => offlinePage(url)))
    return
  }
  if (url.pathname.indexOf('/assets/') === 0) event.respondWith(cachedAsset(request))
})
`

function build(): string {
  const iconPaths = Object.keys(ICONS).map((name) => `/icons/${name}`)
  const head = [
    `const NEVER_HANDLED_PATTERN = ${JSON.stringify(NEVER_HANDLED)}`,
    `const ICON_PATHS = ${JSON.stringify(iconPaths)}`,
    `const LANGUAGES = ${JSON.stringify(LANGUAGES)}`,
    `const DEFAULT_LANGUAGE = ${JSON.stringify(DEFAULT_LANGUAGE)}`,
    `const LANGUAGE_PREFIX = ${LANGUAGE_PREFIX.toString()}`,
    // The site's own negotiation (shared with the pages), embedded from its source: it is self-contained.
    `const matchAcceptLanguage = ${matchAcceptLanguage.toString()}`,
  ].join('\n')
  // A new version (any change to this script) replaces the old worker and its cache.
  const version = createHash('sha256').update(head).update(BODY).digest('hex').slice(0, 12)
  return `/* Spotlight service worker */\n'use strict'\nconst VERSION = '${version}'\n${head}\n${BODY}`
}

export const SERVICE_WORKER_SCRIPT = build()

/**
 * Loaded by every page (async): registers the worker once the page has loaded and React has
 * hydrated it (the public pages start their scripts after `load`: a worker starting meanwhile
 * would compete with them on a phone and carry their requests), or 10 s after `load` when the
 * scripts never ran. Never inside the Pi Browser, where the app runs in the Pi host's frame and must
 * behave as a plain page.
 */
export const REGISTER_SCRIPT = `(function () {
  'use strict'
  if (!('serviceWorker' in navigator) || /PiBrowser/.test(navigator.userAgent)) return
  var waited = 0
  function register() {
    if (!window.__spotlightHydrated && waited < 10000) {
      waited += 250
      setTimeout(register, 250)
      return
    }
    navigator.serviceWorker.register('/sw.js').then(watchLanguageChoice, function () {})
  }
  // The worker cannot read cookies: it is told the reader's choice (the lang cookie), which the
  // offline page of an address without a language prefix follows. Told again when the page's
  // language changes (the language menu writes the cookie first).
  function tellLanguageChoice() {
    var match = /(?:^|; *)lang=([^;]*)/.exec(document.cookie)
    navigator.serviceWorker.ready.then(function (registration) {
      if (registration.active) {
        registration.active.postMessage({ type: 'language-choice', language: match ? match[1] : null })
      }
    })
  }
  function watchLanguageChoice() {
    tellLanguageChoice()
    new MutationObserver(tellLanguageChoice).observe(document.documentElement, { attributeFilter: ['lang'] })
  }
  if (document.readyState === 'complete') register()
  else addEventListener('load', register)
})()
`
