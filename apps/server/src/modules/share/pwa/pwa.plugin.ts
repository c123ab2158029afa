// What makes the site installable: the web app manifest, its icons, the service worker and the
// offline page it shows (decision 0006). Mounted at the root, before the web app.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DEFAULT_LANGUAGE, LANGUAGE_REGISTRY, LANGUAGES, type Language } from '@spotlight/shared/domain/languages'
import { appIcon, ICONS, type IconName } from './app-icons'
import { offlinePage } from './offline-page'
import { BACKGROUND_COLOR, PWA_TEXTS, THEME_COLOR } from './pwa-texts'
import { REGISTER_SCRIPT, SERVICE_WORKER_SCRIPT } from './service-worker.script'

const LanguageQuery = z.object({ lang: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE) })
const IconParams = z.object({ name: z.enum(Object.keys(ICONS) as [IconName, ...IconName[]]) })

const DAY = 'public, max-age=86400'

export function webManifest(lang: Language) {
  const texts = PWA_TEXTS[lang]
  const icon = (name: IconName, purpose: 'any' | 'maskable') => ({
    src: `/icons/${name}`,
    sizes: `${ICONS[name].size}x${ICONS[name].size}`,
    type: 'image/png',
    purpose,
  })
  return {
    id: '/',
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang,
    dir: LANGUAGE_REGISTRY[lang].direction,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [icon('icon-192.png', 'any'), icon('icon-512.png', 'any'), icon('maskable-512.png', 'maskable')],
  }
}

export const pwaModule: FastifyPluginAsyncZod = async (app) => {
  app.get('/manifest.webmanifest', { schema: { querystring: LanguageQuery } }, async (request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', DAY)
      .send(JSON.stringify(webManifest(request.query.lang))),
  )

  app.get('/icons/:name', { schema: { params: IconParams } }, async (request, reply) =>
    reply
      .type('image/png')
      .header('cache-control', DAY)
      .send(await appIcon(request.params.name)),
  )

  // Browsers check the worker for updates on every visit; it must never be served from a cache.
  app.get('/sw.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SERVICE_WORKER_SCRIPT),
  )

  app.get('/sw-register.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', DAY).send(REGISTER_SCRIPT),
  )

  app.get('/offline.html', { schema: { querystring: LanguageQuery } }, async (request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(offlinePage(request.query.lang)),
  )
}
