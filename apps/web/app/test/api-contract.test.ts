import type { ArticleListSchema } from '@spotlight/shared/schemas/articles'
import type { z } from 'zod'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { api } from '#app/lib/api-client'
import { type ApiBody, contractPattern } from './api-contract'
import { jsonResponse } from './render'
import { makeArticle, serverError, storeUser, stubApi, takeContractBreaches } from './support'

describe('stubs of our API are held to its contract', () => {
  it('lets an answer through that the shared schema accepts', async () => {
    storeUser()
    stubApi({ 'GET /api/articles/7': () => jsonResponse(makeArticle({ id: 7 })) })
    await expect(api.get('/api/articles/7')).resolves.toMatchObject({ id: 7 })
    expect(takeContractBreaches()).toEqual([])
  })

  it("reports a success body that the endpoint's schema refuses, naming the route and the field", async () => {
    storeUser()
    // @ts-expect-error: a stub that drifted, as a cast or an `any` would let one through
    stubApi({ 'GET /api/credits/me': () => jsonResponse({ available: 'many', unlimited: false }) })
    await api.get('/api/credits/me')
    const [breach, ...others] = takeContractBreaches()
    expect(others).toEqual([])
    expect(breach).toContain('GET /api/credits/me (200)')
    expect(breach).toContain('available')
  })

  it('reports an error body that is not `{error: {code, message}}`, and accepts one that is', async () => {
    stubApi({
      // @ts-expect-error: not our error body
      'GET /api/price': () => jsonResponse({ message: 'down' }, 503),
      'GET /api/categories': serverError,
    })
    await expect(api.get('/api/price')).rejects.toThrow()
    await expect(api.get('/api/categories')).rejects.toThrow()
    const breaches = takeContractBreaches()
    expect(breaches).toHaveLength(1)
    expect(breaches[0]).toContain('GET /api/price (503)')
  })

  it('reports a body sent where the endpoint answers 204', async () => {
    storeUser()
    // @ts-expect-error: a body where the endpoint answers none
    stubApi({ 'DELETE /api/articles/7': () => jsonResponse({ ok: true }) })
    await api.delete('/api/articles/7')
    expect(takeContractBreaches()).toEqual([expect.stringContaining('answers no body')])
  })

  it('refuses to stub a route the server does not have', () => {
    // @ts-expect-error: not a route of the contract
    expect(() => stubApi({ 'GET /api/nowhere': () => jsonResponse([]) })).toThrow('GET /api/nowhere')
  })

  it("types each stub's body with its endpoint's response, so a drift does not compile", () => {
    storeUser()
    // @ts-expect-error: an article without its title
    stubApi({ 'GET /api/articles/7': () => jsonResponse({ ...makeArticle(), title: undefined }) })
    // @ts-expect-error: a status the server never answers
    stubApi({ 'GET /api/credits/me': () => jsonResponse({ available: 1, unlimited: 'no' }) })
    stubApi({
      'GET /api/articles/7': () => jsonResponse(makeArticle({ id: 7 })),
      'GET /api/price': () => jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'down' } }, 500),
    })
    expect(takeContractBreaches()).toEqual([])
  })

  it('types a route as the runtime matches it: a literal segment before a parameter', () => {
    expectTypeOf<ApiBody<'GET /api/articles/published'>>().toEqualTypeOf<z.input<typeof ArticleListSchema>>()
    expectTypeOf<ApiBody<'DELETE /api/articles/7'>>().toEqualTypeOf<null>()
    expectTypeOf<ApiBody<'GET /api/articles/7/review'>>().not.toEqualTypeOf<ApiBody<'GET /api/articles/7'>>()
    expectTypeOf<ApiBody<'GET /api/nowhere'>>().toBeNever()
  })

  it('matches literal segments before parameters', () => {
    expect(contractPattern('GET /api/articles/published')).toBe('GET /api/articles/published')
    expect(contractPattern('GET /api/articles/12')).toBe('GET /api/articles/:id')
    expect(contractPattern('GET /api/articles/12/review')).toBe('GET /api/articles/:id/review')
    expect(contractPattern('GET /api/session-links/status/ABC')).toBe('GET /api/session-links/status/:code')
  })
})
