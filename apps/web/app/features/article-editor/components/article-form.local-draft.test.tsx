import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { makeArticle, stubApi, storeUser, stubRoutes } from '#app/test/support'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { localDraftKey } from '../hooks/use-local-draft'
import { today } from '../utils/article-form-schema'
import { ArticleForm } from './article-form'

const routes = stubRoutes({
  'GET /api/categories': () =>
    jsonResponse([{ id: 2, name: 'Games', slug: 'games', description: null, emoji: null, headerImage: null }]),
  'GET /api/media/config': () =>
    jsonResponse({ store: 'local', maxVideoBytes: 1, maxVideoSeconds: 20, maxImages: 5, maxImageBytes: 1 }),
})

const kept = (title: string) =>
  JSON.stringify({
    savedAt: '2026-11-25T10:00:00.000Z',
    values: {
      company: 'Acme',
      app: 'PiChess',
      categorySlug: 'games',
      title,
      description: 'Chess in Pi.',
      content: '<p>Kept body</p>',
      publishDate: today(),
    },
  })

function renderForm(article: ReturnType<typeof makeArticle> | null = null) {
  storeUser() // signs in as "ada"
  stubApi(routes)
  return renderWithApp(<ArticleForm article={article} isAdmin={false} />, { path: '/user-dashboard/create-article' })
}

afterEach(() => window.localStorage.clear())

describe('ArticleForm keeps unsaved work in the browser', () => {
  it('writes what is typed under the user and "new", after a short pause', async () => {
    renderForm()
    await userEvent.type(await screen.findByLabelText('Title'), 'Half a title')
    await waitFor(() => {
      const stored = JSON.parse(window.localStorage.getItem(localDraftKey('ada', null)) ?? 'null')
      expect(stored?.values.title).toBe('Half a title')
    })
  })

  it('offers the kept version after a reload and restores every field, the editor included', async () => {
    window.localStorage.setItem(localDraftKey('ada', null), kept('Kept title'))
    renderForm()
    const offer = await screen.findByTestId('local-draft-offer')
    expect(offer).toHaveRole('status')
    expect(offer).toHaveTextContent('You have unsaved work on this article from')
    await userEvent.click(screen.getByRole('button', { name: 'Restore it' }))

    expect(screen.queryByTestId('local-draft-offer')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Title')).toHaveValue('Kept title')
    expect(screen.getByLabelText('App Name')).toHaveValue('PiChess')
    expect(await screen.findByText('Kept body')).toBeInTheDocument()
  })

  it('forgets the kept version on Discard, and keeps each article apart', async () => {
    window.localStorage.setItem(localDraftKey('ada', 7), kept('Edit of seven'))
    window.localStorage.setItem(localDraftKey('ada', null), kept('A new one'))
    renderForm(makeArticle({ id: 7, title: 'Seven' }))
    await screen.findByTestId('local-draft-offer')
    await userEvent.click(screen.getByRole('button', { name: 'Discard it' }))
    expect(screen.queryByTestId('local-draft-offer')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Title')).toHaveValue('Seven')
    expect(window.localStorage.getItem(localDraftKey('ada', 7))).toBeNull()
    expect(window.localStorage.getItem(localDraftKey('ada', null))).not.toBeNull()
  })

  it('offers nothing when the kept version is what the article already says', async () => {
    const article = makeArticle({ id: 8 })
    window.localStorage.setItem(
      localDraftKey('ada', 8),
      JSON.stringify({
        savedAt: '2026-11-25T10:00:00.000Z',
        values: {
          company: article.company,
          app: article.app,
          categorySlug: article.category!.slug,
          title: article.title,
          description: article.description,
          content: article.content,
          publishDate: article.publishDate,
        },
      }),
    )
    renderForm(article)
    await screen.findByLabelText('Title')
    expect(screen.queryByTestId('local-draft-offer')).not.toBeInTheDocument()
  })
})
