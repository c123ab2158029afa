import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fill, renderForm, stubCreate, uploadXhr } from './article-form.test-support'

/** An upload that stays on its way (a slow phone) until the test lets it arrive. */
const slow = uploadXhr('header', { held: true })

afterEach(() => {
  vi.unstubAllGlobals()
  slow.pending.length = 0
  window.localStorage.clear()
})

describe('ArticleForm while a file is uploading', () => {
  it('does not save the article without the file on its way, and saves it with the file once it has arrived', async () => {
    const sent = stubCreate()
    vi.stubGlobal('XMLHttpRequest', slow.UploadXhr)
    renderForm('en')
    const user = await fill({
      company: 'Company/Author Name',
      app: 'App Name',
      category: 'Category',
      title: 'Title',
      description: 'Description',
    })
    await user.upload(screen.getByLabelText('Header Image'), new File(['x'], 'banner.png', { type: 'image/png' }))
    await waitFor(() => expect(slow.pending).toHaveLength(1))

    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }))
    expect(
      await screen.findByText('Please wait: a file is still uploading. Save once the upload has finished.'),
    ).toBeInTheDocument()
    expect(sent.body).toBeNull()

    slow.pending[0]!.arrive()
    await screen.findByRole('button', { name: 'Remove header image' })
    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }))
    await waitFor(() => expect(sent.body).not.toBeNull())
    expect(sent.body!.headerImage).toBe('/media/2026/01/header.webp')
  })

  it('says so in Spanish', async () => {
    stubCreate()
    vi.stubGlobal('XMLHttpRequest', slow.UploadXhr)
    renderForm('es')
    const user = await fill({
      company: 'Empresa/Autor',
      app: 'Nombre de la app',
      category: 'Categoría',
      title: 'Título',
      description: 'Descripción',
    })
    await user.upload(screen.getByLabelText('Imagen de cabecera'), new File(['x'], 'banner.png', { type: 'image/png' }))
    await waitFor(() => expect(slow.pending).toHaveLength(1))
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }))
    expect(
      await screen.findByText('Espera: todavía se está subiendo un archivo. Guarda cuando termine la subida.'),
    ).toBeInTheDocument()
  })
})
