import type { Locator } from 'playwright-core'

/**
 * For each element of `locator`: whether its centre is really what a tap there would hit (nothing
 * fixed on top of it).
 */
export const centresOnTop = (locator: Locator): Promise<boolean[]> =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect()
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
      return hit !== null && (hit === element || element.contains(hit))
    }),
  )
