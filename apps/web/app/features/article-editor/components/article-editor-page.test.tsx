import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeArticle, stubApi, storeUser, stubRoutes } from '#app/test/support'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { ArticleEditorPage } from './article-editor-page'

const routes = stubRoutes({
  'GET /api/categories': () =>
    jsonResponse([{ id: 2, name: 'Games', slug: 'games', description: null, emoji: null, headerImage: null }]),
  'GET /api/media/config': () =>
    jsonResponse({
      store: 'local',
      maxVideoBytes: 31457280,
      maxVideoSeconds: 20,
      maxImages: 5,
      maxImageBytes: 15728640,
    }),
})

describe('ArticleEditorPage', () => {
  it('loads the article and prefills the form', async () => {
    storeUser()
    stubApi({ ...routes, 'GET /api/articles/3': () => jsonResponse(makeArticle({ id: 3, title: 'Pi Chess' })) })
    renderWithApp(<ArticleEditorPage articleId={3} title="Edit Article" />)
    expect(await screen.findByRole('heading', { name: 'Edit Article' })).toBeInTheDocument()
    expect(await screen.findByLabelText('Title')).toHaveValue('Pi Chess')
  })

  it('says when the article cannot be loaded', async () => {
    storeUser()
    stubApi({
      ...routes,
      'GET /api/articles/4': () =>
        jsonResponse({ error: { code: 'ARTICLE_NOT_FOUND', message: 'Article not found' } }, 404),
    })
    renderWithApp(<ArticleEditorPage articleId={4} title="Edit Article" />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the article.')
  })

  it('shows Spanish labels in Spanish', async () => {
    storeUser()
    stubApi(routes)
    renderWithApp(<ArticleEditorPage articleId={null} title="Crear artículo" />, { root: { lang: 'es' } })
    expect(await screen.findByLabelText('Título')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Guardar borrador' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Enviar para aprobación' })).toBeInTheDocument()
  })

  it('keeps the rejection reason of a rejected article at the top of the form, in both languages', async () => {
    storeUser()
    const rejected = makeArticle({ id: 5, status: 'REJECTED', rejectionReason: 'The download link is broken.' })
    stubApi({ ...routes, 'GET /api/articles/5': () => jsonResponse(rejected) })
    const view = renderWithApp(<ArticleEditorPage articleId={5} title="Edit Article" />)
    const notice = await screen.findByRole('region', { name: 'This article was rejected' })
    expect(notice).toHaveTextContent('Reason: The download link is broken.')
    // Above the form's first field.
    expect(notice.compareDocumentPosition(await screen.findByLabelText('Title'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    view.unmount()

    renderWithApp(<ArticleEditorPage articleId={5} title="Editar artículo" />, { root: { lang: 'es' } })
    expect(await screen.findByRole('region', { name: 'Este artículo fue rechazado' })).toHaveTextContent(
      'Motivo: The download link is broken.',
    )
  })

  it('shows no rejection notice once the article is no longer rejected', async () => {
    storeUser()
    stubApi({ ...routes, 'GET /api/articles/6': () => jsonResponse(makeArticle({ id: 6, status: 'DRAFT' })) })
    renderWithApp(<ArticleEditorPage articleId={6} title="Edit Article" />)
    expect(await screen.findByLabelText('Title')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'This article was rejected' })).not.toBeInTheDocument()
  })
})
