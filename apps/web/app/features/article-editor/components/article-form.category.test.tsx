import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { MediaConfig } from '@spotlight/shared/schemas/media'
import { type StubRoutes, makeArticle, stubApi, storeUser } from '#app/test/support'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { ArticleForm } from './article-form'

const category = (id: number, name: string, slug: string) => ({
  id,
  name,
  slug,
  description: null,
  emoji: null,
  headerImage: null,
})
// Finances is neither the first category nor the first the browser would pick on its own.
const CATEGORIES = [
  category(1, 'Sin categoría', 'sin-categoria'),
  category(2, 'Productivity Tools', 'productivity-tools'),
  category(3, 'Marketplaces', 'marketplaces'),
  category(4, 'Finances', 'finances'),
]
const MEDIA_CONFIG: MediaConfig = {
  store: 'local',
  maxVideoBytes: 1,
  maxVideoSeconds: 20,
  maxImages: 5,
  maxImageBytes: 1,
}

/**
 * The editor open on Finances article `id`, the API stubbed: the categories answered by `categories`,
 * a save answered with the article (in `status` when given). Answers what the save sent.
 */
function editFinancesArticle(
  id: 12 | 13 | 14,
  {
    categories = () => jsonResponse(CATEGORIES),
    status,
  }: { categories?: StubRoutes<'GET /api/categories'>['GET /api/categories']; status?: 'PENDING_APPROVAL' } = {},
) {
  const article = makeArticle({ id, category: { name: 'Finances', slug: 'finances' }, content: '<p>Hi</p>' })
  const sent: { category?: unknown } = {}
  const save: StubRoutes<'PUT /api/articles/12'>['PUT /api/articles/12'] = (init) => {
    Object.assign(sent, JSON.parse(String(init?.body)))
    return jsonResponse(status ? { ...article, status } : article)
  }
  stubApi({
    'GET /api/categories': categories,
    'GET /api/media/config': () => jsonResponse(MEDIA_CONFIG),
    // The key is one of three ids, so it is typed as the three: each is the same save.
    ...({ [`PUT /api/articles/${id}`]: save } as StubRoutes<`PUT /api/articles/${typeof id}`>),
  })
  storeUser()
  renderWithApp(<ArticleForm article={article} isAdmin={false} />, { path: `/user-dashboard/edit-article/${id}` })
  return sent
}

describe('ArticleForm edits an article in its own category', () => {
  it('shows the stored category selected once the categories load, and submits it', async () => {
    const sent = editFinancesArticle(12, {
      // Answered after the form has mounted, as on a slow network.
      categories: async () => {
        await new Promise((resolve) => setTimeout(resolve, 30))
        return jsonResponse(CATEGORIES)
      },
      status: 'PENDING_APPROVAL',
    })

    const select = await screen.findByLabelText('Category')
    await within(select).findByRole('option', { name: 'Finances' })
    expect(select).toHaveValue('finances')
    expect(within(select).getByRole('option', { name: 'Finances' })).toHaveProperty('selected', true)
    expect(within(select).getByRole('option', { name: 'Productivity Tools' })).toHaveProperty('selected', false)

    await userEvent.click(screen.getByRole('button', { name: 'Submit for Approval' }))
    expect(await screen.findByText('Article submitted for approval successfully.')).toBeInTheDocument()
    expect(sent.category).toEqual({ name: 'Finances', slug: 'finances' })
  })

  it('a Submit tapped before the categories arrive waits for them, then submits the stored category', async () => {
    let answerCategories = () => {}
    const sent = editFinancesArticle(14, {
      // Held until after the tap, as on a phone whose network is slower than its reader.
      categories: async () => {
        await new Promise<void>((resolve) => (answerCategories = resolve))
        return jsonResponse(CATEGORIES)
      },
      status: 'PENDING_APPROVAL',
    })

    const submit = await screen.findByRole('button', { name: 'Submit for Approval' })
    await userEvent.click(submit)
    // Waiting on the list: no second submit, and no refusal of a category it does not know yet.
    await waitFor(() => expect(submit).toBeDisabled())
    expect(screen.queryByText('Please select a valid category.')).toBeNull()
    answerCategories()
    expect(await screen.findByText('Article submitted for approval successfully.')).toBeInTheDocument()
    expect(sent.category).toEqual({ name: 'Finances', slug: 'finances' })
    expect(screen.queryByText('Please select a valid category.')).toBeNull()
  })

  it('sends the category the maker picks instead', async () => {
    const sent = editFinancesArticle(13)
    const select = await screen.findByLabelText('Category')
    await within(select).findByRole('option', { name: 'Marketplaces' })
    await userEvent.selectOptions(select, 'marketplaces')
    expect(select).toHaveValue('marketplaces')
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }))
    expect(await screen.findByText('Draft updated successfully.')).toBeInTheDocument()
    expect(sent.category).toEqual({ name: 'Marketplaces', slug: 'marketplaces' })
  })

  it('shows the placeholder, not another category, for an article in a category the form does not offer', async () => {
    const article = makeArticle({ id: 14, category: { name: 'Sin categoría', slug: 'sin-categoria' } })
    stubApi({
      'GET /api/categories': () => jsonResponse(CATEGORIES),
      'GET /api/media/config': () => jsonResponse(MEDIA_CONFIG),
    })
    storeUser()
    renderWithApp(<ArticleForm article={article} isAdmin={false} />, { path: '/user-dashboard/edit-article/14' })
    const select = await screen.findByLabelText('Category')
    await within(select).findByRole('option', { name: 'Finances' })
    expect(select).toHaveValue('')
    expect(within(select).getByRole('option', { name: 'Select a category' })).toHaveProperty('selected', true)
  })
})
