import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'

/** The full paths of a `printRoutes({ commonPrefix: false })` tree (each line adds its text to its parent's). */
function routePaths(tree: string): string[] {
  const parents: string[] = []
  const paths: string[] = []
  for (const line of tree.split('\n')) {
    const node = /^([│ ]*)[├└]── (.*?) \([A-Z, ]+\)$/.exec(line)
    if (!node) continue
    parents.length = node[1]!.length / 4
    parents.push(node[2]!)
    paths.push(parents.join(''))
  }
  return paths.filter((path) => path.startsWith('/'))
}

/** A route's path with a plausible value for each parameter (an unknown id answers 404: still an answer). */
const sample = (path: string) =>
  path
    .replace(/:(\w+)/g, (_match, name: string) => ({ username: 'admin', slug: 'games' })[name] ?? '1')
    .replaceAll('*', 'anything')

describe('answers to a signed-in request', () => {
  let t: TestApp
  let token = ''
  let paths: string[] = []

  beforeAll(async () => {
    t = await buildTestApp()
    token = (await signIn(t, 'admin')).accessToken
    paths = routePaths(t.app.printRoutes({ commonPrefix: false, method: 'GET' }))
  })
  afterAll(async () => {
    await t.close()
  })

  it('every GET route says how its answer may be cached, success or error', async () => {
    expect(paths.length).toBeGreaterThan(50)
    const unsaid: string[] = []
    for (const path of paths) {
      const response = await t.request(sample(path), { token })
      if (!response.headers.get('cache-control')) unsaid.push(`${response.status} ${path}`)
    }
    expect(unsaid).toEqual([])
  })

  it('are private by default: who is signed in, and their plan in force', async () => {
    for (const path of ['/auth/me', '/api/payments/active-plan']) {
      const response = await t.request(path, { token })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
    }
  })

  it('keep a public read public: the same answer for everyone', async () => {
    const signedIn = await t.request('/api/articles', { token })
    const visitor = await t.request('/api/articles')
    expect(signedIn.headers.get('cache-control')).toMatch(/^public, /)
    expect(signedIn.headers.get('cache-control')).toBe(visitor.headers.get('cache-control'))
  })
})
