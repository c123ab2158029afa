import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchFromServer } from './search-first-page.server'

/** A stand-in for GET /api/search answering the headers each query names (only the count headers matter here). */
let server: Server
let baseUrl = ''

beforeAll(async () => {
  server = createServer((request, response) => {
    const q = new URL(request.url ?? '/', 'http://x').searchParams.get('q')
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (q === 'many') headers['x-total-count-more-than'] = '100'
    if (q === 'few') headers['x-total-count'] = '7'
    if (q === 'Cafe Piwalet') headers['x-search-corrected'] = encodeURIComponent('Café PiWallet')
    if (q === 'garbled') headers['x-search-corrected'] = '%E0%A4%A'
    response.writeHead(200, headers).end('[]')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

describe('searchFromServer', () => {
  it('reads an exact count', async () => {
    const page = await searchFromServer({ q: 'few', category: null, cursor: null }, { baseUrl })
    expect(page).toMatchObject({ total: 7, moreThan: false })
  })

  it('reads "more than" past the server bound, never as an exact count', async () => {
    const page = await searchFromServer({ q: 'many', category: null, cursor: null }, { baseUrl })
    expect(page).toMatchObject({ total: 100, moreThan: true })
  })

  it('has no count on a later page', async () => {
    const page = await searchFromServer({ q: 'later', category: null, cursor: 'abc' }, { baseUrl })
    expect(page).toMatchObject({ total: null, moreThan: false })
  })

  it('reads what a corrected search searched instead, percent-decoded; nothing when absent or unreadable', async () => {
    const search = (q: string) => searchFromServer({ q, category: null, cursor: null }, { baseUrl })
    expect((await search('Cafe Piwalet')).corrected).toBe('Café PiWallet')
    expect((await search('few')).corrected).toBeNull()
    expect((await search('garbled')).corrected).toBeNull()
  })
})
