// The service worker served at /sw.js. Kept as a string, not a static file, because the server is
// bundled into dist/server.js (as the simulator's window.Pi is). Plain ES2020, no imports.
import { createHash } from 'node:crypto'
import { matchAcceptLanguage } from '@spotlight/shared/domain/language-negotiation'
import { DEFAULT_LANGUAGE, LANGUAGES } from '@spotlight/shared/domain/languages'
import { ICONS } from './app-icons'

/**
 * Paths it never touches: the API and sign-in, the live channel, the simulator, uploaded media,
 * share cards, and the signed-in screens (dashboards, QR sign-in and payment hand-offs).
 */
const NEVER_HANDLED = String.raw`^\/(?:api|auth|ws|__pi-sim|media|og|pinet|user-dashboard|admin-dashboard|login-qr|session-qr|pay-qr)(?:[\/?#]|$)`

const BODY = String.raw`
const SHELL_CACHE = 'spotlight-shell-' + VERSION
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
      .then((names) => Promise.all(names.filter((name) => name !== SHELL_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  )
})

// The reader's languages, in their browser's order, chosen from as a page's Accept-Language is.
function offlinePage() {
  const wanted = (self.navigator.languages || [self.navigator.language || '']).join(',')
  const language = matchAcceptLanguage(wanted, LANGUAGES) || DEFAULT_LANGUAGE
  return caches.match(offlinePath(language)).then((page) => page || caches.match(offlinePath(DEFAULT_LANGUAGE)))
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
    event.respondWith(fetch(request).catch(() => offlinePage()))
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
    navigator.serviceWorker.register('/sw.js').catch(function () {})
  }
  if (document.readyState === 'complete') register()
  else addEventListener('load', register)
})()
`
