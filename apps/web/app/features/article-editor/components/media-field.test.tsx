import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storeUser } from '#app/test/support'
import { renderWithApp } from '#app/test/render'
import { uploadXhr } from './article-form.test-support'
import { MediaField, type MediaRef } from './media-field'

/** Our server's answer to the upload, at once. */
const { UploadXhr: StoringXhr } = uploadXhr('abc')

function Field({ initial = null, refuse = false }: { initial?: MediaRef | null; refuse?: boolean }) {
  const [value, setValue] = useState<MediaRef | null>(initial)
  return (
    <MediaField
      kind="header-image"
      label="Header Image"
      accept="image/*"
      value={value}
      onUploaded={(media) => setValue({ url: media.url, publicId: media.publicId, uploadDate: media.uploadDate })}
      onRemove={async () => {
        setValue(null)
        return true
      }}
      precheck={async () => (refuse ? 'editor.media.wrongImageType' : null)}
      store="local"
    />
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

const png = () => new File(['x'], 'my-app-banner.png', { type: 'image/png' })

describe('MediaField', () => {
  it('says no file is selected, with a "Choose a file" control instead of the browser text', async () => {
    renderWithApp(<Field />)
    expect(await screen.findByTestId('header-image-file-name')).toHaveTextContent('No file selected')
    expect(screen.getByText('Choose a file')).toBeVisible()
    expect(screen.getByLabelText(/Header Image/)).toHaveAccessibleDescription('No file selected')
  })

  it("shows the uploaded file's name and thumbnail, and forgets the name on Remove", async () => {
    storeUser()
    vi.stubGlobal('XMLHttpRequest', StoringXhr)
    renderWithApp(<Field />)
    await userEvent.upload(await screen.findByLabelText(/Header Image/), png())
    expect(await screen.findByRole('img', { name: 'Header image' })).toHaveAttribute('src', '/media/2026/01/abc.webp')
    expect(screen.getByTestId('header-image-file-name')).toHaveTextContent('my-app-banner.png')

    await userEvent.click(screen.getByRole('button', { name: 'Remove header image' }))
    expect(screen.getByTestId('header-image-file-name')).toHaveTextContent('No file selected')
  })

  it('says, politely, that the upload is complete, and says it no more once the file is removed', async () => {
    storeUser()
    vi.stubGlobal('XMLHttpRequest', StoringXhr)
    renderWithApp(<Field />)
    const input = await screen.findByLabelText(/Header Image/)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('')
    await userEvent.upload(input, png())
    expect(await screen.findByText('Upload complete: Header Image')).toBe(status)

    await userEvent.click(screen.getByRole('button', { name: 'Remove header image' }))
    expect(status).toHaveTextContent('')
  })

  it('does not name a refused file', async () => {
    renderWithApp(<Field refuse />)
    await userEvent.upload(await screen.findByLabelText(/Header Image/), png())
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a supported image.')
    expect(screen.getByTestId('header-image-file-name')).toHaveTextContent('No file selected')
  })

  it('says a file stored before (editing an article) is uploaded, in Spanish too', async () => {
    const initial = { url: '/media/old.webp', publicId: 'u1/old', uploadDate: null }
    renderWithApp(<Field initial={initial} />, { root: { lang: 'es' } })
    expect(await screen.findByTestId('header-image-file-name')).toHaveTextContent('Archivo subido')
    expect(screen.getByText('Elegir un archivo')).toBeVisible()
  })
})
