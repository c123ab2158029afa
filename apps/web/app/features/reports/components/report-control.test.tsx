import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '#app/test/render'
import { renderServerHtml } from '#app/test/server-render'
import { storeUser } from '#app/test/support'
import { ReportControl, ReviewReportControl } from './report-control'

const hidden = (form: HTMLFormElement) =>
  Object.fromEntries(
    [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]),
  )

describe('ReportControl without JavaScript (the server HTML)', () => {
  it('is a link that opens the report form on this page, at the control', async () => {
    await renderServerHtml(<ReportControl articleId={7} />, { path: '/articles/7?sort=newest' })
    const link = screen.getByRole('link', { name: 'Report this article' })
    expect(link).toHaveAttribute('href', '/articles/7?sort=newest&report=ARTICLE-7#report-article')
    expect(link.closest('#report-article')).not.toBeNull()
    expect(screen.queryByTestId('report-post-form')).toBeNull()
  }, 10_000)

  it('renders the report form as a form that posts to the server, keeping the refused note', async () => {
    await renderServerHtml(<ReportControl articleId={7} />, {
      path: '/articles/7?sort=newest&report=ARTICLE-7&report_error=REPORT_ALREADY_OPEN&report_note=It%20crashes',
    })
    const form = screen.getByTestId('report-post-form') as HTMLFormElement
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/report')
    expect(hidden(form)).toEqual({ type: 'ARTICLE', target: '7', next: '/articles/7?sort=newest' })
    const reasons = within(form).getAllByRole('radio') as HTMLInputElement[]
    expect(reasons.map((reason) => reason.value)).toEqual([
      'SCAM',
      'BROKEN',
      'MISLEADING',
      'WRONG_CATEGORY',
      'OFFENSIVE',
      'OTHER',
    ])
    expect(reasons.every((reason) => reason.name === 'reason' && reason.required)).toBe(true)
    expect(within(form).getByRole('radio', { name: 'Broken app or link' })).toBeInTheDocument()
    const note = within(form).getByLabelText('A note for the admins (optional)')
    expect(note).toHaveAttribute('name', 'note')
    expect(note).toHaveValue('It crashes')
    expect(within(form).getByRole('button', { name: 'Send report' })).toHaveAttribute('type', 'submit')
    expect(within(form).getByRole('alert')).toHaveTextContent('You already reported this; an admin will look at it.')
  }, 10_000)

  it("opens only the report form: the rating form's answer stays behind", async () => {
    await renderServerHtml(<ReportControl articleId={7} />, {
      path: '/articles/7?sort=newest&review=write&review_rating=4&review_saved=PUBLISHED',
    })
    const link = screen.getByRole('link', { name: 'Report this article' })
    expect(link).toHaveAttribute('href', '/articles/7?sort=newest&report=ARTICLE-7#report-article')
    link.closest('div[id]')?.remove()

    await renderServerHtml(<ReportControl articleId={7} />, { path: '/articles/7?review=write&report=ARTICLE-7' })
    expect(hidden(screen.getByTestId('report-post-form') as HTMLFormElement).next).toBe('/articles/7')
  }, 10_000)

  it("says the report was sent, or that a visitor signs in first, in the page's language", async () => {
    await renderServerHtml(<ReportControl articleId={7} />, { path: '/articles/7?reported=ARTICLE-7' })
    expect(screen.getByRole('status')).toHaveTextContent('Thank you. An admin will look at it')
    expect(screen.queryByTestId('report-post-form')).toBeNull()
    screen.getByRole('status').closest('div[id]')?.remove()

    await renderServerHtml(<ReportControl articleId={7} />, {
      path: '/es/articles/7?report=ARTICLE-7&report_error=AUTH_REQUIRED',
      root: { lang: 'es' },
    })
    expect(within(screen.getByTestId('report-post-form')).getByRole('status')).toHaveTextContent(/Inicia sesión/)
  }, 10_000)

  it("opens only the reported review's form, with a review's reasons, back at the review", async () => {
    await renderServerHtml(
      <>
        <ReviewReportControl reviewId={3} author="ada" />
        <ReviewReportControl reviewId={4} author="bob" />
      </>,
      { path: '/articles/7?report=REVIEW-4' },
    )
    expect(screen.getByRole('link', { name: 'Report the review by ada' })).toHaveAttribute(
      'href',
      '/articles/7?report=REVIEW-3#review-3',
    )
    const form = screen.getByTestId('report-post-form') as HTMLFormElement
    expect(hidden(form)).toEqual({ type: 'REVIEW', target: '4', next: '/articles/7' })
    expect((within(form).getAllByRole('radio') as HTMLInputElement[]).map((reason) => reason.value)).toEqual([
      'SCAM',
      'MISLEADING',
      'OFFENSIVE',
      'OTHER',
    ])
  }, 10_000)

  it("cancels back to the control that opened the form, not to the page's top", async () => {
    await renderServerHtml(
      <>
        <ReportControl articleId={7} />
        <ReviewReportControl reviewId={4} author="bob" />
      </>,
      { path: '/articles/7?sort=newest&report=REVIEW-4' },
    )
    const form = screen.getByTestId('report-post-form')
    expect(within(form).getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/articles/7?sort=newest#review-4',
    )
    form.remove()

    await renderServerHtml(<ReportControl articleId={7} />, { path: '/articles/7?report=ARTICLE-7' })
    expect(within(screen.getByTestId('report-post-form')).getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/articles/7#report-article',
    )
  }, 10_000)
})

describe('ReportControl with JavaScript', () => {
  it('stays the button that opens the scripted panel in place', async () => {
    storeUser()
    renderWithApp(<ReportControl articleId={7} />, { path: '/articles/7' })
    const button = await screen.findByRole('button', { name: 'Report this article' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    expect(await screen.findByRole('group', { name: 'What is wrong with it?' })).toBeInTheDocument()
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.queryByTestId('report-post-form')).toBeNull()
  })

  it('closes on Escape from inside the panel and hands the focus back to its button', async () => {
    storeUser()
    renderWithApp(<ReportControl articleId={7} />, { path: '/articles/7' })
    const button = await screen.findByRole('button', { name: 'Report this article' })
    await userEvent.click(button)
    await userEvent.click(await screen.findByRole('textbox', { name: 'A note for the admins (optional)' }))
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('group', { name: 'What is wrong with it?' })).toBeNull()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })
})
