import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ReportGroup } from '@spotlight/shared/schemas/reports'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { storeUser, withContract } from '#app/test/support'
import { ReportQueue } from './report-queue'

const report = (id: number, reporterAccountDays: number) => ({
  id,
  reason: 'SCAM' as const,
  note: '',
  createdAt: '2026-12-01T10:00:00.000Z',
  reporterAccountDays,
})
const queue: ReportGroup[] = [
  {
    id: 1,
    targetType: 'ARTICLE',
    targetId: 7,
    title: 'Pi Chess',
    authorUsername: 'bob',
    link: '/articles/7',
    isHidden: false,
    counts: { SCAM: 2 },
    reports: [report(1, 1), report(2, 40)],
  },
]

describe("the report queue's reporters", () => {
  it("say each reporter account's age with the plural its number of days takes", async () => {
    storeUser('ADMIN')
    vi.stubGlobal('fetch', withContract(vi.fn<typeof fetch>(async () => jsonResponse(queue))))
    const { unmount } = renderWithApp(<ReportQueue />, { path: '/admin-dashboard/reports' })
    expect(await screen.findByText(/account 1 day old/)).toBeInTheDocument()
    expect(screen.getByText(/account 40 days old/)).toBeInTheDocument()
    unmount()

    renderWithApp(<ReportQueue />, { path: '/es/admin-dashboard/reports', root: { lang: 'es' } })
    expect(await screen.findByText(/cuenta de 1 día ·/)).toBeInTheDocument()
    expect(screen.getByText(/cuenta de 40 días/)).toBeInTheDocument()
  })
})
