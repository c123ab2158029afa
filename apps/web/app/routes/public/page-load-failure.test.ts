import { describe, expect, it } from 'vitest'
import { jsonResponse } from '#app/test/render'
import { serverContext } from '#app/test/server-context'
import { stubApi } from '#app/test/support'
import { loader as articleLoader } from './articles.$id'
import { loader as categoryLoader } from './category.$slug'
import { loader as homeLoader } from './home'
import { loader as makerLoader } from './makers.$username'
import { loader as searchLoader } from './search'

function loaderArgs(path: string, params: Record<string, string>) {
  // The loaders' own argument type is each route's; what they read of it is the same for all.
  return { request: new Request(`https://spotlight.example${path}`), params, context: serverContext() } as never
}

/** The status of the page's answer: the loader throws React Router's `data(...)` with it. */
async function statusOf(load: Promise<unknown>) {
  const thrown = await load.then(
    () => null,
    (error: unknown) => error as { init?: { status?: number } },
  )
  return thrown?.init?.status
}

const unavailable = () =>
  jsonResponse(
    { error: { code: 'SERVICE_UNAVAILABLE', message: 'The service is briefly unavailable; please retry.' } },
    503,
  )
const broken = () =>
  jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' } }, 500)

describe('a public page whose content cannot be read', () => {
  it('answers 503 while the API is briefly unavailable (its database away), 502 when it failed otherwise', async () => {
    for (const [answer, status] of [
      [unavailable, 503],
      [broken, 502],
    ] as const) {
      stubApi({
        'GET /api/articles/7': answer,
        'GET /api/categories/slug/games': answer,
        'GET /api/makers/ada': answer,
      })
      expect(await statusOf(articleLoader(loaderArgs('/articles/7', { id: '7' })))).toBe(status)
      expect(await statusOf(categoryLoader(loaderArgs('/category/games', { slug: 'games' })))).toBe(status)
      expect(await statusOf(makerLoader(loaderArgs('/makers/ada', { username: 'ada' })))).toBe(status)
    }
  })

  it('renders the home page and search results that say so, with the same status, when their list cannot be read', async () => {
    /** A loader's `data(...)` answer: the page renders with its status. */
    const answered = async (load: Promise<unknown>) => ((await load) as { init?: { status?: number } }).init?.status
    for (const [answer, status] of [
      [unavailable, 503],
      [broken, 502],
    ] as const) {
      stubApi({
        'GET /api/articles': answer,
        'GET /api/articles/promoted-slides': () => jsonResponse([]),
        'GET /api/categories': () => jsonResponse([]),
        'GET /api/search': answer,
      })
      expect(await answered(homeLoader(loaderArgs('/', {})))).toBe(status)
      expect(await answered(searchLoader(loaderArgs('/search?q=wallet', {})))).toBe(status)
    }
    stubApi({
      'GET /api/articles': () => jsonResponse([]),
      'GET /api/articles/promoted-slides': () => jsonResponse([]),
      'GET /api/categories': () => jsonResponse([]),
      'GET /api/search': () => jsonResponse([]),
    })
    expect(await answered(homeLoader(loaderArgs('/', {})))).toBe(200)
    expect(await answered(searchLoader(loaderArgs('/search?q=wallet', {})))).toBe(200)
  })
})
