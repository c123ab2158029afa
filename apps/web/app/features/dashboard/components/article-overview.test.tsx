import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { makeArticle, serverError, stubApi, storeUser, stubRoutes } from '#app/test/support'
import { ArticleOverview } from './article-overview'

const lists = stubRoutes({
  'GET /api/articles/drafts': () => jsonResponse([makeArticle({ id: 1, title: 'A draft', status: 'DRAFT' })]),
  'GET /api/articles/pending': () =>
    jsonResponse([makeArticle({ id: 2, title: 'In the queue', status: 'PENDING_APPROVAL' })]),
  'GET /api/articles/published': () =>
    jsonResponse([
      makeArticle({ id: 3, title: 'Live one', status: 'PUBLISHED', publishDate: '2026-01-02' }),
      makeArticle({ id: 5, title: 'Later one', status: 'PUBLISHED', publishDate: '2999-01-02' }),
    ]),
  'GET /api/articles/rejected': () =>
    jsonResponse([makeArticle({ id: 4, title: 'Needs work', status: 'REJECTED', rejectionReason: 'No' })]),
})
const credits = (available: number, unlimited = false) =>
  stubRoutes({ 'GET /api/credits/me': () => jsonResponse({ available, unlimited }) })

const row = (title: string) => screen.getByText(title).closest('tr')!

describe('ArticleOverview', () => {
  it('lists every article with its state in words and where to go next', async () => {
    storeUser()
    stubApi({ ...lists, ...credits(1) })
    renderWithApp(<ArticleOverview />)
    expect(await screen.findByTestId('article-overview')).toBeInTheDocument()
    expect(screen.getAllByTestId('overview-row')).toHaveLength(5)
    expect(row('A draft')).toHaveTextContent('Draft')
    expect(within(row('A draft')).getByRole('link', { name: 'Continue editing' })).toHaveAttribute(
      'href',
      '/user-dashboard/edit-article/1',
    )
    expect(row('In the queue')).toHaveTextContent('In reviewWaiting for an admin')
    expect(within(row('Live one')).getByRole('link', { name: 'View the live article' })).toHaveAttribute(
      'href',
      '/articles/3',
    )
    expect(row('Later one')).toHaveTextContent('Scheduled for January 2, 2999')
    expect(within(row('Needs work')).getByRole('link', { name: 'See why and fix it' })).toHaveAttribute(
      'href',
      '/user-dashboard/edit-article/4',
    )
    expect(screen.getByTestId('credits-left')).toHaveTextContent('1 article left to publish')
    expect(screen.getByTestId('article-overview')).not.toHaveTextContent(/PENDING_APPROVAL|PUBLISHED|REJECTED|DRAFT/)
  })

  it.each([
    ['en', 0, 'No articles left to publish.'],
    ['en', 2, '2 articles left to publish'],
    ['es', 1, 'Te queda 1 artículo por publicar'],
    ['es', 3, 'Te quedan 3 artículos por publicar'],
  ] as const)('credits in %s: %i', async (lang, available, text) => {
    storeUser()
    stubApi({ ...lists, ...credits(available) })
    renderWithApp(<ArticleOverview />, { root: { lang } })
    expect(await screen.findByTestId('credits-left')).toHaveTextContent(text)
  })

  it('shows states in Spanish', async () => {
    storeUser()
    stubApi({ ...lists, ...credits(1) })
    renderWithApp(<ArticleOverview />, { root: { lang: 'es' } })
    await screen.findByTestId('article-overview')
    expect(row('A draft')).toHaveTextContent('Borrador')
    expect(row('In the queue')).toHaveTextContent('En revisión')
    expect(row('Live one')).toHaveTextContent('Publicado')
    expect(row('Needs work')).toHaveTextContent('Rechazado')
  })

  it("an admin's overview leaves out everyone's pending articles and needs no credits", async () => {
    storeUser('ADMIN')
    stubApi({ ...lists, ...credits(0, true) })
    renderWithApp(<ArticleOverview />)
    await screen.findByTestId('article-overview')
    expect(screen.queryByText('In the queue')).not.toBeInTheDocument()
    expect(within(row('A draft')).getByRole('link', { name: 'Continue editing' })).toHaveAttribute(
      'href',
      '/admin-dashboard/edit-article/1',
    )
    expect(screen.getByTestId('credits-left')).toHaveTextContent('Admins publish without credits.')
  })

  it('says when the articles cannot be loaded', async () => {
    storeUser()
    stubApi({ ...lists, 'GET /api/articles/drafts': serverError, ...credits(1) })
    renderWithApp(<ArticleOverview />)
    expect(await screen.findByText('Could not load your articles.')).toBeInTheDocument()
  })
})
