import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '#app/test/render'
import { storeUser } from '#app/test/support'
import { CategoryForm } from './category-form'

/** The upload goes out through XMLHttpRequest (for its progress events): the media store refuses the file. */
class RefusingXhr {
  upload = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  status = 413
  statusText = 'Payload Too Large'
  responseText = JSON.stringify({ error: { code: 'MEDIA_TOO_LARGE', message: 'The image exceeds 5 MB.' } })
  open() {}
  setRequestHeader() {}
  abort() {}
  send() {
    queueMicrotask(() => this.onload?.())
  }
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' })

describe('CategoryForm, header image upload', () => {
  it("says a too-large image is too large in the admin's language, not in the server's English", async () => {
    storeUser('ADMIN')
    vi.stubGlobal('XMLHttpRequest', RefusingXhr)
    renderWithApp(<CategoryForm editing={null} onSave={async () => ({ ok: true })} onCancel={() => {}} />, {
      root: { lang: 'es' },
    })
    await userEvent.upload(await screen.findByLabelText('Subir una imagen de cabecera'), png())
    expect(await screen.findByText('La imagen es demasiado grande.')).toBeInTheDocument()
    expect(screen.queryByText('The image exceeds 5 MB.')).toBeNull()
  })
})
