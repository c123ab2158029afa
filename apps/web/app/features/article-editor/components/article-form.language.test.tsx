import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@spotlight/shared/domain/languages'
import { makeArticle } from '#app/test/support'
import { fill, renderForm, stubCreate } from './article-form.test-support'

describe('the article editor: the language of the article', () => {
  it('lists every language of the registry by its own name, each marked in it', async () => {
    stubCreate()
    renderForm('en')
    const select = await screen.findByLabelText('Language of the article')
    const options = within(select).getAllByRole('option')
    expect(options.map((option) => option.getAttribute('value'))).toEqual(LANGUAGES)
    expect(within(select).getByRole('option', { name: 'Tiếng Việt' })).toHaveAttribute('lang', 'vi')
    expect(within(select).getByRole('option', { name: '简体中文' })).toHaveAttribute('lang', 'zh-Hans')
    expect(within(select).getByRole('option', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi')
  })

  it("starts a new article in the screen's language and sends it", async () => {
    const sent = stubCreate()
    renderForm('es')
    expect(await screen.findByLabelText('Idioma del artículo')).toHaveValue('es')
    const user = await fill({
      company: 'Empresa/Autor',
      app: 'Nombre de la app',
      category: 'Categoría',
      title: 'Título',
      description: 'Descripción',
    })
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }))
    expect(await screen.findByText('Borrador guardado correctamente.')).toBeInTheDocument()
    expect(sent.body).toMatchObject({ language: 'es', status: 'DRAFT' })
  })

  it('sends the language the author picks', async () => {
    const sent = stubCreate()
    renderForm('en')
    const user = await fill({
      company: 'Company/Author Name',
      app: 'App Name',
      category: 'Category',
      title: 'Title',
      description: 'Description',
    })
    await user.selectOptions(screen.getByLabelText('Language of the article'), 'zh-Hant')
    await user.click(screen.getByRole('button', { name: 'Save Draft' }))
    await screen.findByText('Draft saved successfully.')
    expect(sent.body).toMatchObject({ language: 'zh-Hant' })
  })

  it("keeps an edited article's own language, whatever the screen's", async () => {
    stubCreate()
    renderForm('en', makeArticle({ id: 4, language: 'ko' }))
    expect(await screen.findByLabelText('Language of the article')).toHaveValue('ko')
  })
})
