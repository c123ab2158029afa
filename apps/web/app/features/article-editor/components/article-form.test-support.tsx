// The article form's test fixtures: the API it calls stubbed, the form rendered for a signed-in
// writer, and its required fields filled as a person would.
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { MediaConfig } from '@spotlight/shared/schemas/media'
import type { Language } from '#app/lib/language'
import { makeArticle, stubApi, storeUser } from '#app/test/support'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { ArticleForm } from './article-form'

const CATEGORIES = [{ id: 2, name: 'Games', slug: 'games', description: null, emoji: null, headerImage: null }]
const MEDIA_CONFIG: MediaConfig = {
  store: 'local',
  maxVideoBytes: 31457280,
  maxVideoSeconds: 20,
  maxImages: 5,
  maxImageBytes: 15728640,
}

/** Stubs the API and keeps the body of the article's create. */
export function stubCreate() {
  const sent: { body: Record<string, unknown> | null } = { body: null }
  stubApi({
    'GET /api/categories': () => jsonResponse(CATEGORIES),
    'GET /api/media/config': () => jsonResponse(MEDIA_CONFIG),
    'POST /api/articles': (init) => {
      sent.body = JSON.parse(String(init?.body)) as Record<string, unknown>
      return jsonResponse(makeArticle({ id: 9, language: sent.body.language as Language }), 201)
    },
  })
  return sent
}

export function renderForm(lang: Language, article: ReturnType<typeof makeArticle> | null = null) {
  storeUser()
  return renderWithApp(<ArticleForm article={article} isAdmin={false} />, {
    path: '/user-dashboard/create-article',
    root: { lang },
  })
}

/** Fills the required fields, labelled in the screen's language. */
export async function fill(labels: {
  company: string
  app: string
  category: string
  title: string
  description: string
}) {
  const user = userEvent.setup()
  await within(await screen.findByLabelText(labels.category)).findByRole('option', { name: 'Games' })
  await user.type(screen.getByLabelText(labels.company), 'Acme')
  await user.type(screen.getByLabelText(labels.app), 'Chess')
  await user.selectOptions(screen.getByLabelText(labels.category), 'games')
  await user.type(screen.getByLabelText(labels.title), 'Pi Chess')
  await user.type(screen.getByLabelText(labels.description), 'Chess for Pioneers.')
  // ProseMirror reads what is typed through DOM mutations, which jsdom reports.
  const editor = await screen.findByTestId('content-editor', {}, { timeout: 4000 })
  act(() => {
    editor.querySelector('p')!.textContent = 'Play chess with Pioneers.'
  })
  return user
}

/**
 * A stand-in for the XMLHttpRequest an upload goes out through (for its progress events), answering as our
 * server does for the stored file `name` (`/media/2026/01/<name>.webp`): at once, or, `held` (a slow phone),
 * when the test calls `arrive()` on the request in `pending`.
 */
export function uploadXhr(name: string, { held = false } = {}) {
  const pending: { arrive(): void }[] = []
  class UploadXhr {
    upload = { onprogress: null as ((event: ProgressEvent) => void) | null }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    onabort: (() => void) | null = null
    status = 201
    statusText = ''
    responseText = JSON.stringify({
      publicId: `u1/${name}`,
      url: `/media/2026/01/${name}.webp`,
      kind: 'header-image',
      bytes: 10,
      uploadDate: '2026-01-01T00:00:00.000Z',
    })
    open() {}
    setRequestHeader() {}
    abort() {}
    send() {
      if (held) pending.push(this)
      else queueMicrotask(() => this.onload?.())
    }
    arrive() {
      this.onload?.()
    }
  }
  return { UploadXhr, pending }
}
