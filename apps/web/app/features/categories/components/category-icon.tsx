import type { ReactNode, SVGProps } from 'react'
import { LineIcon } from '#app/components/ui/icons'

/** Line icons (24px grid) for the nine starting categories; other slugs get a generic one. */
const paths: Record<string, ReactNode> = {
  'productivity-tools': (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <path d="M8 12l3 3 5-6" />
    </>
  ),
  marketplaces: (
    <>
      <path d="M4 9l1.5-5h13L20 9" />
      <path d="M4 9h16v2a3 3 0 0 1-5.33 1.9A3 3 0 0 1 12 14a3 3 0 0 1-2.67-1.1A3 3 0 0 1 4 11V9z" />
      <path d="M6 14v6h12v-6" />
    </>
  ),
  'social-and-community': (
    <>
      <circle cx="9" cy="8" r="3" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
      <path d="M15 14.5c2.8-.4 6 1.4 6 5" />
    </>
  ),
  'digital-services': (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
      <path d="M9 10l-2 0M17 10h-2M11 8l2 4" />
    </>
  ),
  learning: (
    <>
      <path d="M2 9l10-5 10 5-10 5L2 9z" />
      <path d="M6 11v5c2 2 10 2 12 0v-5" />
      <path d="M22 9v6" />
    </>
  ),
  'travel-and-experiences': (
    <>
      <path d="M10.5 13.5L3 11l1.5-1.5 8 1 4-4.5a2 2 0 0 1 3 3l-4.5 4 1 8L14.5 22 12 14.5" />
      <path d="M4 20h5" />
    </>
  ),
  finances: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18" />
      <circle cx="16" cy="14.5" r="1.5" />
      <path d="M6 4h10" />
    </>
  ),
  'health-and-wellness': (
    <>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      <path d="M8 12h2l1-2 2 4 1-2h2" />
    </>
  ),
  games: (
    <>
      <path d="M7 8h10a4 4 0 0 1 4 4v1a3 3 0 0 1-5.4 1.8L14.5 14h-5l-1.1.8A3 3 0 0 1 3 13v-1a4 4 0 0 1 4-4z" />
      <path d="M8 10.5v3M6.5 12h3" />
      <circle cx="16" cy="11" r=".6" />
      <circle cx="17.5" cy="13" r=".6" />
    </>
  ),
}

const fallback = (
  <>
    <path d="M4 7a2 2 0 0 1 2-2h4l2 2h6a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7z" />
  </>
)

/** True for the slugs of the starting categories, which have an icon of their own. */
export const hasCategoryIcon = (slug: string) => slug in paths

export function CategoryIcon({ slug, ...props }: { slug: string } & SVGProps<SVGSVGElement>) {
  return (
    <LineIcon strokeWidth={1.7} width={28} height={28} data-icon={hasCategoryIcon(slug) ? slug : 'generic'} {...props}>
      {paths[slug] ?? fallback}
    </LineIcon>
  )
}
