// Categories as an admin makes them, over HTTP.
import { expect } from 'vitest'
import type { TestApp } from './build-test-app'

/** POST /api/categories as the admin; the category made. */
export async function createCategory(t: TestApp, adminToken: string, name: string) {
  const created = await t.request('/api/categories', { method: 'POST', token: adminToken, json: { name } })
  expect(created.status).toBe(201)
  return (await created.json()) as { id: number; slug: string }
}
