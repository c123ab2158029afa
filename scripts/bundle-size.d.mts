// Types of what bundle-size.mjs exports, for the end-to-end check that holds every page to the budget.
export const FIRST_LOAD_BUDGET_KB: number

export type PublicPage = { name: string; path: string; language?: string }
export type FirstLoad = PublicPage & {
  scripts: { url: string; rawKb: number; gzipKb: number }[]
  gzipKb: number
  rawKb: number
}

export function measureFirstLoad(origin: string, pages: PublicPage[]): Promise<FirstLoad[]>
export function publicPagesInEveryLanguage(origin: string): Promise<PublicPage[]>
