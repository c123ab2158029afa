import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { makeArticle, stubApi, storeUser } from '#app/test/support'
import EditArticlePage from './edit-article.$id'
import type { Route } from './+types/edit-article.$id'

describe('edit-article', () => {
  it('opens an article that holds its credit even when no credit is left to create another', async () => {
    storeUser()
    stubApi({
      'GET /api/credits/me': () => jsonResponse({ available: 0, unlimited: false }),
      'GET /api/articles/8': () => jsonResponse(makeArticle({ id: 8, title: 'Paid for', status: 'REJECTED' })),
      'GET /api/categories': () => jsonResponse([]),
      'GET /api/media/config': () =>
        jsonResponse({ store: 'local', maxVideoBytes: 1, maxVideoSeconds: 20, maxImages: 5, maxImageBytes: 1 }),
    })
    const props = { params: { id: '8' } } as unknown as Route.ComponentProps
    renderWithApp(<EditArticlePage {...props} />, { path: '/user-dashboard/edit-article/8' })
    expect(await screen.findByLabelText('Title')).toHaveValue('Paid for')
    expect(screen.getByLabelText('Header Image')).toBeInTheDocument()
    expect(screen.queryByTestId('subscribe-redirect')).not.toBeInTheDocument()
  })
})
