// The main slider as the public sees it, read over HTTP: its free slots and the articles it shows.
import type { TestApp } from './build-test-app'

/** Free slots of the main slider now (GET /api/payments/slots). */
export async function freeMainSlots(t: TestApp): Promise<number> {
  const body = (await (await t.request('/api/payments/slots?promoteType=MAIN_SLIDER')).json()) as {
    remainingSlots: number
  }
  return body.remainingSlots
}

/** The articles the main slider shows (GET /api/articles/promoted-slides). */
export async function mainSlideIds(t: TestApp): Promise<number[]> {
  const slides = (await (await t.request('/api/articles/promoted-slides?type=MAIN_SLIDER')).json()) as {
    articleId: number
  }[]
  return slides.map((slide) => slide.articleId)
}
