import type { PLAN_CATALOGUE, SliderPlanType } from '@spotlight/shared/domain/plans'

type SliderPage = 'home' | 'category'

/** A slot plan's slides as a page shows them: which page, and where the campaign stats count them. */
type SliderShown<Plan extends SliderPlanType> = {
  page: SliderPage | null
  /** The catalogue's, restated so that public pages need not load the catalogue (the type holds them equal). */
  statsPlacement: (typeof PLAN_CATALOGUE)[Plan]['statsPlacement']
}

/**
 * Which page shows each slot plan's slider: the home page the site-wide main slider, a category's
 * page that category's slider. Where slides go is a page's decision, not the catalogue's: a new slot
 * plan does not typecheck until it is given a page here (`null`: no page shows its slides yet).
 */
const SLIDER_PAGES = {
  MAIN_SLIDER: { page: 'home', statsPlacement: 'MAIN_SLIDER' },
  CATEGORY_SLIDER: { page: 'category', statsPlacement: 'CATEGORY_SLIDER' },
} as const satisfies { [Plan in SliderPlanType]: SliderShown<Plan> }

type Pages = typeof SLIDER_PAGES
type SliderOn<Page extends SliderPage> = {
  [P in keyof Pages]: Pages[P]['page'] extends Page ? P : never
}[keyof Pages]

const sliderOn = <Page extends SliderPage>(page: Page) =>
  (Object.keys(SLIDER_PAGES) as (keyof Pages)[]).find((plan) => SLIDER_PAGES[plan].page === page) as SliderOn<Page>

/** The slot plan whose slider the home page shows. */
export const HOME_SLIDER = sliderOn('home')
/** The slot plan whose slider a category's page shows (for that category). */
export const CATEGORY_PAGE_SLIDER = sliderOn('category')

/** Where the campaign stats count a slider's slides. */
export const sliderStatPlacement = (plan: SliderPlanType) => SLIDER_PAGES[plan].statsPlacement
