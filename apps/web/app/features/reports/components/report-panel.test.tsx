import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { storeUser, stubApi } from '#app/test/support'
import { ReportControl, ReviewReportControl } from './report-control'

describe('the article’s report control', () => {
  it('moves the focus to the thanks that replaces the reason just tapped, so it is read out and the keyboard goes on', async () => {
    storeUser()
    stubApi({
      'POST /api/reports': () =>
        jsonResponse(
          {
            id: 1,
            targetType: 'ARTICLE',
            targetId: 7,
            reason: 'BROKEN',
            note: '',
            createdAt: '2026-12-07T10:00:00.000Z',
            outcome: null,
          },
          201,
        ),
    })
    renderWithApp(<ReportControl articleId={7} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Report this article' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Broken app or link' }))
    const thanks = await screen.findByRole('status')
    expect(thanks.textContent).toContain('Thank you.')
    await waitFor(() => expect(document.activeElement).toBe(thanks))
  })

  it('takes a signed-out reader to the message that says to sign in (in Korean too)', async () => {
    window.localStorage.clear()
    renderWithApp(<ReportControl articleId={7} />, { root: { lang: 'ko' } })
    await userEvent.click(await screen.findByRole('button', { name: '이 글 신고하기' }))
    const message = await screen.findByRole('status')
    await waitFor(() => expect(document.activeElement).toBe(message))
  })

  it("reports a review with the reasons that can be true of one, named by its author's review", async () => {
    storeUser()
    const fetchMock = stubApi({
      'POST /api/reports': () =>
        jsonResponse(
          {
            id: 2,
            targetType: 'REVIEW',
            targetId: 5,
            reason: 'OFFENSIVE',
            note: '',
            createdAt: '2026-12-07T10:00:00.000Z',
            outcome: null,
          },
          201,
        ),
    })
    renderWithApp(<ReviewReportControl reviewId={5} author="loud_reviewer" />, { root: { lang: 'vi' } })
    const button = await screen.findByRole('button', { name: 'Báo cáo đánh giá của loud_reviewer' })
    expect(button).toHaveTextContent('Báo cáo')
    await userEvent.click(button)
    const panel = await screen.findByRole('group')
    expect(button).toHaveAttribute('aria-controls', panel.id)
    expect(screen.queryByRole('button', { name: 'Sai danh mục' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Xúc phạm' }))
    await screen.findByRole('status')
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!
    expect(JSON.parse(String(init!.body))).toEqual({ targetType: 'REVIEW', targetId: 5, reason: 'OFFENSIVE', note: '' })
  })
})
