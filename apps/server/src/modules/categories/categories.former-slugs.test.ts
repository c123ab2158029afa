// A category's slug follows its name, so a rename moves its address: the old addresses (links, bookmarks,
// search engines) redirect for good to the new one, until another category takes the slug.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { CategorySchema } from '@spotlight/shared/schemas/categories'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { FORMER_SLUG_CACHE } from './categories.plugin'

describe('a category read by a former slug', () => {
  let t: TestApp
  let admin = ''

  const create = async (name: string) => {
    const response = await t.request('/api/categories', { method: 'POST', token: admin, json: { name } })
    expect(response.status, await response.clone().text()).toBe(201)
    return CategorySchema.parse(await response.json())
  }
  const rename = async (id: number, name: string) => {
    const response = await t.request(`/api/categories/${id}`, { method: 'PUT', token: admin, json: { name } })
    expect(response.status, await response.clone().text()).toBe(200)
    return CategorySchema.parse(await response.json())
  }
  const read = (slug: string) => t.request(`/api/categories/slug/${slug}`, { redirect: 'manual' })
  const expectRedirect = async (from: string, to: string) => {
    const response = await read(from)
    expect(response.status, from).toBe(301)
    expect(response.headers.get('location')).toBe(`/api/categories/slug/${to}`)
    expect(response.headers.get('cache-control')).toBe(FORMER_SLUG_CACHE)
  }
  const expectNotFound = async (slug: string) => {
    const response = await read(slug)
    expect(response.status, slug).toBe(404)
    expect(ErrorBodySchema.parse(await response.json()).error.code).toBe('CATEGORY_NOT_FOUND')
  }

  beforeAll(async () => {
    t = await buildTestApp()
    admin = (await signIn(t, 'admin')).accessToken
  })

  afterAll(async () => {
    await t.close()
  })

  it('redirects (301) to the current slug, and the redirect leads to the category', async () => {
    const created = await create('Board Games')
    await rename(created.id, 'Tabletop')
    await expectRedirect('board-games', 'tabletop')
    const followed = await t.request('/api/categories/slug/board-games')
    expect(followed.status).toBe(200)
    expect(CategorySchema.parse(await followed.json())).toMatchObject({ id: created.id, slug: 'tabletop' })
  })

  it('leads every slug of a chain of renames straight to the last one', async () => {
    const created = await create('Crypto News')
    await rename(created.id, 'Chain News')
    await rename(created.id, 'Ledger Daily')
    await expectRedirect('crypto-news', 'ledger-daily')
    await expectRedirect('chain-news', 'ledger-daily')
    // Renamed back: the first slug is its own again, and the others lead to it.
    await rename(created.id, 'Crypto News')
    expect((await read('crypto-news')).status).toBe(200)
    await expectRedirect('chain-news', 'crypto-news')
    await expectRedirect('ledger-daily', 'crypto-news')
  })

  it('gives a former slug to the new category that takes it (created or renamed), dropping the redirect', async () => {
    const first = await create('Puzzles')
    await rename(first.id, 'Brain Teasers')
    const taker = await create('Puzzles')
    const answer = await read('puzzles')
    expect(answer.status).toBe(200)
    expect(CategorySchema.parse(await answer.json()).id).toBe(taker.id)
    // The taker moves on: its own former slug now leads to it, not back to the first category.
    await rename(taker.id, 'Jigsaws')
    await expectRedirect('puzzles', 'jigsaws')

    const other = await create('Riddles')
    await rename(first.id, 'Jigsaw Club')
    await rename(other.id, 'Brain Teasers')
    expect(CategorySchema.parse(await (await read('brain-teasers')).json()).id).toBe(other.id)
    await expectRedirect('riddles', 'brain-teasers')
  })

  it('forgets the former slugs of a deleted category; an unknown slug stays a 404', async () => {
    const created = await create('Short Lived')
    await rename(created.id, 'Shorter Lived')
    expect((await t.request(`/api/categories/${created.id}`, { method: 'DELETE', token: admin })).status).toBe(204)
    await expectNotFound('short-lived')
    await expectNotFound('shorter-lived')
    await expectNotFound('never-existed')
  })

  it('keeps the slug, and adds no redirect, when only the description changes', async () => {
    const created = await create('Quiet One')
    const response = await t.request(`/api/categories/${created.id}`, {
      method: 'PUT',
      token: admin,
      json: { name: 'Quiet One', description: 'Still here' },
    })
    expect(await response.json()).toMatchObject({ slug: 'quiet-one', description: 'Still here' })
    expect((await read('quiet-one')).status).toBe(200)
  })
})
