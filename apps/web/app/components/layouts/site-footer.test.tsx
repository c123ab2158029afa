import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { localizedPath } from '@spotlight/shared/domain/language-paths'
import { LANGUAGES } from '@spotlight/shared/domain/languages'
import { getFixedT } from '#app/lib/i18n'
import { renderWithApp } from '#app/test/render'
import { SiteFooter } from './site-footer'

describe('SiteFooter', () => {
  it('links How it works in every language, at that language’s address', async () => {
    for (const language of LANGUAGES) {
      const { unmount } = renderWithApp(<SiteFooter />, { root: { lang: language } })
      const footer = await screen.findByRole('contentinfo')
      const link = within(footer).getByRole('link', { name: getFixedT(language)('footer.howItWorks') })
      expect(link, language).toHaveAttribute('href', localizedPath(language, '/how-it-works'))
      unmount()
    }
  })
})
