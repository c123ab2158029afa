import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeArticle } from '#app/test/support'
import { fill, renderForm, stubCreate } from './article-form.test-support'

describe('the article editor: the app’s address and Pi network', () => {
  const labels = {
    company: 'Company/Author Name',
    app: 'App Name',
    category: 'Category',
    title: 'Title',
    description: 'Description',
  }

  it('sends the address and the network the author gives', async () => {
    const sent = stubCreate()
    renderForm('en')
    const user = await fill(labels)
    await user.type(screen.getByLabelText('App address (optional)'), 'https://chess.example.com')
    await user.selectOptions(screen.getByLabelText('Pi network'), 'MAINNET')
    expect(within(screen.getByLabelText('Pi network')).getByRole('option', { name: 'Not stated' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save Draft' }))
    await screen.findByText('Draft saved successfully.')
    expect(sent.body).toMatchObject({ appUrl: 'https://chess.example.com', piNetwork: 'MAINNET' })
  })

  it('sends no address and no network when the author gives none', async () => {
    const sent = stubCreate()
    renderForm('en')
    const user = await fill(labels)
    await user.click(screen.getByRole('button', { name: 'Save Draft' }))
    await screen.findByText('Draft saved successfully.')
    expect(sent.body).toMatchObject({ appUrl: null, piNetwork: null })
  })

  it('refuses an address that is not https, saying how to fix it, and sends nothing', async () => {
    const sent = stubCreate()
    renderForm('es')
    const user = await fill({
      company: 'Empresa/Autor',
      app: 'Nombre de la app',
      category: 'Categoría',
      title: 'Título',
      description: 'Descripción',
    })
    await user.type(screen.getByLabelText('Dirección de la app (opcional)'), 'http://chess.example.com')
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }))
    expect(await screen.findByText('Escribe una dirección https:// o déjala vacía.')).toBeInTheDocument()
    expect(sent.body).toBeNull()
  })

  it('shows an edited article’s own address and network', async () => {
    stubCreate()
    renderForm('en', makeArticle({ id: 4, appUrl: 'https://chess.example.com', piNetwork: 'TESTNET' }))
    expect(await screen.findByLabelText('App address (optional)')).toHaveValue('https://chess.example.com')
    expect(screen.getByLabelText('Pi network')).toHaveValue('TESTNET')
  })
})
