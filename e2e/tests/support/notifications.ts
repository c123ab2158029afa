import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { baseUrl, type SignedInUser } from '../../fixtures'

/**
 * Waits for `type` among `user`'s notifications (they go out once their write commits), asking the
 * API once a second rather than reloading the page: every load spends some of the address's 600
 * requests a minute, which the browser pages of this run share. Then the page shows it (visibly).
 */
export async function waitForNotification(page: Page, user: SignedInUser, type: string, text: string) {
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl()}/api/notifications`, {
          headers: { authorization: `Bearer ${user.accessToken}` },
        })
        if (!response.ok) return false
        const body = (await response.json()) as { items: { type: string }[] }
        return body.items.some((item) => item.type === type)
      },
      { timeout: 45_000, interval: 1000 },
    )
    .toBe(true)
  await page.goto('/user-dashboard/notifications')
  // The page's list, not the bell's closed panel, which may hold the same item hidden.
  await page.getByText(text).filter({ visible: true }).first().waitFor()
}
