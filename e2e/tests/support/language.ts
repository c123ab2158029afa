import type { Page } from 'playwright-core'

/** Opens the page's (first visible) language menu and picks a language by its own name. */
export async function chooseLanguage(page: Page, nativeName: string) {
  const switcher = page.getByTestId('language-switcher').locator('visible=true').first()
  await switcher.locator('summary').click()
  await switcher.getByRole('button', { name: nativeName, exact: true }).click()
}
