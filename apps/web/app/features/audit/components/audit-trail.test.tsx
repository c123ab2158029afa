import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANGUAGES } from '@spotlight/shared/domain/languages'
import { AUDIT_ACTIONS, type AuditEntry } from '@spotlight/shared/schemas/audit'
import { getFixedT } from '#app/lib/i18n'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { storeUser, withContract } from '#app/test/support'
import { auditActionKey } from '../utils/audit-action-key'
import { AuditTrail } from './audit-trail'

const entry = (id: number, action: AuditEntry['action']): AuditEntry => ({
  id,
  at: '2026-11-24T10:00:00.000Z',
  actor: { username: 'admin' },
  action,
  targetType: 'article',
  targetId: String(id),
  summary: 'PENDING_APPROVAL → PUBLISHED',
  reason: null,
})

/** GET /api/admin/audit answering these entries, one page. */
function stubAudit(entries: AuditEntry[]) {
  const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(entries))
  vi.stubGlobal('fetch', withContract(fetchMock))
}

afterEach(() => vi.unstubAllGlobals())

describe('AuditTrail', () => {
  it('names each action in words, in the table and in the filter, never by its code', async () => {
    storeUser('ADMIN')
    stubAudit([entry(2, 'ARTICLE_APPROVE'), entry(1, 'USER_SUSPEND')])
    renderWithApp(<AuditTrail />)
    const table = await screen.findByTestId('audit-table')
    const [, first, second] = within(table).getAllByRole('row')
    expect(first).toHaveTextContent('Article approved')
    expect(second).toHaveTextContent('Account suspended')
    expect(table).not.toHaveTextContent(/ARTICLE_APPROVE|USER_SUSPEND/)
    const filter = screen.getByRole('combobox', { name: 'Action' })
    expect(within(filter).getByRole('option', { name: 'Promotion started without payment' })).toHaveValue(
      'PROMOTION_FREE_ACTIVATION',
    )
    expect(within(filter).queryByRole('option', { name: /^[A-Z_]+$/ })).toBeNull()
  })

  it("says them in the page's language", async () => {
    storeUser('ADMIN')
    stubAudit([entry(3, 'VERIFICATION_REVOKE')])
    renderWithApp(<AuditTrail />, { root: { lang: 'es' } })
    const table = await screen.findByTestId('audit-table')
    expect(table).toHaveTextContent('Verificación revocada')
  })

  it('says each entry’s before and after, and what it is about, in the page’s language, never by codes', async () => {
    storeUser('ADMIN')
    stubAudit([
      { ...entry(5, 'ARTICLE_APPROVE'), targetType: 'ARTICLE', summary: 'PENDING_APPROVAL → PUBLISHED: my chat app' },
      { ...entry(4, 'REPORT_DECISION'), targetType: 'ARTICLE', summary: '2 open report(s) → DISMISS' },
      {
        ...entry(3, 'USER_SUSPEND'),
        targetType: 'USER',
        targetId: 'ana',
        summary: 'active → suspended; 1 article(s) hidden, 0 promotion(s) ended',
      },
    ])
    renderWithApp(<AuditTrail />, { root: { lang: 'es' } })
    const table = await screen.findByTestId('audit-table')
    const [, approved, decided, suspended] = within(table).getAllByRole('row')
    expect(approved).toHaveTextContent('En revisión → Publicado: my chat app')
    expect(approved).toHaveTextContent('Artículo 5')
    expect(decided).toHaveTextContent('2 denuncias abiertas →')
    expect(suspended).toHaveTextContent('Activa → Suspendida; 1 artículo ocultado, 0 promociones terminadas')
    expect(suspended).toHaveTextContent('Cuenta ana')
    expect(table).not.toHaveTextContent(/PENDING_APPROVAL|DISMISS|\(s\)|\bUSER\b/)
  })

  it('lets a phone’s keyboard scroll the table sideways: it sits in a focusable region named by the page', async () => {
    storeUser('ADMIN')
    stubAudit([entry(1, 'ARTICLE_APPROVE')])
    renderWithApp(<AuditTrail />)
    const table = await screen.findByTestId('audit-table')
    const region = screen.getByRole('region', { name: 'Audit trail' })
    expect(region).toContainElement(table)
    expect(region).toHaveAttribute('tabindex', '0')
  })

  it('has words for every action in every language, each action its own', () => {
    for (const language of LANGUAGES) {
      const t = getFixedT(language)
      const words = AUDIT_ACTIONS.map((action) => t(auditActionKey(action)))
      // An unknown key comes back as itself: each must have its words.
      for (const [i, text] of words.entries())
        expect(text, `${language} ${AUDIT_ACTIONS[i]}`).not.toBe(auditActionKey(AUDIT_ACTIONS[i]!))
      expect(new Set(words).size, language).toBe(AUDIT_ACTIONS.length)
    }
  })

  describe('its CSV export', () => {
    /** The files the page hands the browser to download, as text. */
    function catchDownloads() {
      const blobs: Blob[] = []
      vi.stubGlobal(
        'URL',
        Object.assign(URL, {
          createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:x'),
          revokeObjectURL: () => {},
        }),
      )
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
      return blobs
    }

    it("keeps each action's code and adds its words in the admin's language", async () => {
      storeUser('ADMIN')
      stubAudit([entry(2, 'ARTICLE_APPROVE'), entry(1, 'USER_SUSPEND')])
      const blobs = catchDownloads()
      renderWithApp(<AuditTrail />, { root: { lang: 'es' } })
      await screen.findByTestId('audit-table')
      await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }))
      await vi.waitFor(() => expect(blobs).toHaveLength(1))
      const lines = (await blobs[0]!.text()).replace(/^\uFEFF/, '').split('\r\n')
      expect(lines[0]).toBe('id,at,actor,action,actionDescription,targetType,targetId,summary,reason')
      expect(lines[1]).toContain('"ARTICLE_APPROVE","Artículo aprobado"')
      expect(lines[2]).toContain('"USER_SUSPEND","Cuenta suspendida"')
    })

    it('says so when the trail is longer than one file holds, and when the export fails', async () => {
      storeUser('ADMIN')
      let next = 0
      const fetchMock = vi.fn<typeof fetch>(async (input) => {
        const url = new URL(String(input), 'http://localhost')
        if (url.searchParams.get('limit') !== '500') return jsonResponse([entry(1, 'ARTICLE_APPROVE')])
        if (url.searchParams.get('action') === 'USER_SUSPEND')
          return jsonResponse({ error: { code: 'INTERNAL', message: 'down' } }, 500)
        const page = Array.from({ length: 500 }, () => entry(100_000 - next++, 'ARTICLE_APPROVE'))
        return jsonResponse(page, 200, { 'X-Next-Cursor': String(100_000 - next) })
      })
      vi.stubGlobal('fetch', withContract(fetchMock))
      const blobs = catchDownloads()
      renderWithApp(<AuditTrail />)
      await screen.findByTestId('audit-table')
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
      expect(await screen.findByRole('status')).toHaveTextContent('The file holds the newest 10,000 entries only')
      expect((await blobs[0]!.text()).trimEnd().split('\r\n')).toHaveLength(10_001)

      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'USER_SUSPEND')
      await userEvent.click(screen.getByRole('button', { name: 'Filter' }))
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
      expect(await screen.findByRole('alert')).toHaveTextContent('The export could not be completed. Try again.')
      expect(blobs).toHaveLength(1)
    })
  })
})
