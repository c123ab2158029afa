import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '#app/test/render'
import { renderServerHtml } from '#app/test/server-render'
import { ArticleShare } from './article-share'

const url = 'https://spotlight.example/articles/7'

describe('ArticleShare without JavaScript (the server HTML)', () => {
  it("opens on the article's address, ready to copy, and a link that shares it by email", async () => {
    const page = await renderServerHtml(<ArticleShare title="Chess & Co: the app" url={url} />)
    const details = page.querySelector('details')!
    const summary = details.querySelector('summary')!
    expect(summary).toHaveTextContent('Share')
    // The browser opens a <details> on a tap of its summary with no script at all.
    details.open = true
    const field = within(details).getByLabelText('Link to this article')
    expect(field).toHaveValue(url)
    expect(field).toHaveAttribute('readonly')
    const email = within(details).getByRole('link', { name: 'Share by email' })
    expect(email).toHaveAttribute(
      'href',
      `mailto:?subject=Chess%20%26%20Co%3A%20the%20app&body=${encodeURIComponent(url)}`,
    )
  }, 10_000)
})

describe('ArticleShare with JavaScript', () => {
  it('stays the button that shares (here: the copy fails, so the link is shown)', async () => {
    renderWithApp(<ArticleShare title="Chess" url={url} />)
    const button = await screen.findByRole('button', { name: 'Share' })
    // The button is the page's where scripts run; the <details> only where none runs (CSS `scripting`).
    expect(button.className).toContain('[@media(scripting:none)]:hidden')
    expect(document.querySelector('details')!.className).toMatch(/^relative hidden \[@media\(scripting:none\)\]:block$/)
    await userEvent.click(button)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Copy this link to share it: ${url}`))
  })
})
