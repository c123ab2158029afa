import type { Locator } from 'playwright-core'

/**
 * Waits until React has hydrated the element (it then carries React's `__reactFiber$…` key). A
 * server-rendered button is visible and enabled before that, but a click on it does nothing yet.
 */
export async function whenHydrated(locator: Locator): Promise<Locator> {
  await locator.waitFor()
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber$')) ? resolve() : setTimeout(check, 20)
        check()
      }),
  )
  return locator
}
