import type { NamedCategory } from '@spotlight/shared/domain/category-language'
import { isVisibleCategorySlug } from '@spotlight/shared/domain/slug'
import { useTranslation } from '#app/lib/i18n'
import { Link } from '#app/components/ui/link'
import { ChevronDownIcon } from '#app/components/ui/icons'
import { paths } from '#app/config/paths'
import { cn } from '#app/lib/cn'
import { CategoryIcon } from './category-icon'
import { categoryName } from '#app/lib/category-name'

export type SidebarCategory = {
  slug: string
  name: string
  translations?: NamedCategory['translations']
  emoji?: string | null
}

/**
 * Category sidebar: below 1024 px a collapsible 'Categories' dropdown, from 1024 px an
 * 'Explore by Category' icon grid. Both are in the server HTML and CSS shows one, so nothing shifts
 * at hydration. `sin-categoria` is never listed; with exactly 7 categories the last one is centred.
 */
export function CategorySidebar({
  categories,
  hasError = false,
  className,
}: {
  categories: readonly SidebarCategory[]
  hasError?: boolean
  className?: string
}) {
  const { t, i18n } = useTranslation()
  const visible = categories.filter((category) => isVisibleCategorySlug(category.slug))
  const isLastCentred = visible.length === 7

  const status = hasError ? (
    <p role="alert" className="text-sm text-red-700">
      {t('nav.categoriesError')}
    </p>
  ) : visible.length === 0 ? (
    <p className="text-sm text-slate-500">{t('nav.categoriesEmpty')}</p>
  ) : null

  return (
    <aside className={className} aria-label={t('categories.sidebarLabel')} data-testid="category-sidebar">
      {/* A native disclosure: it opens on the first tap, before this part has hydrated (it is
          deferred) and without JavaScript at all, and announces its state by itself. */}
      <details className="group lg:hidden" data-testid="category-dropdown">
        <summary className="flex w-full cursor-pointer list-none items-center justify-between rounded-xl border border-slate-200 bg-white px-4 py-3 text-left font-semibold text-slate-800 shadow-sm hover:bg-violet-50 [&::-webkit-details-marker]:hidden">
          {t('nav.categories')}
          <ChevronDownIcon className="transition-transform group-open:rotate-180" />
        </summary>
        <div className="mt-2 rounded-xl border border-slate-200 bg-white p-2 shadow-sm">
          {status ?? (
            <ul className="grid gap-1 sm:grid-cols-2">
              {visible.map((category) => (
                <li key={category.slug}>
                  <Link
                    to={paths.category(category.slug)}
                    className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-violet-50 hover:text-violet-800"
                  >
                    <CategoryIcon slug={category.slug} width={20} height={20} className="text-violet-700" />
                    {categoryName(category, i18n.language)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </details>

      <div className="hidden lg:block" data-testid="category-grid">
        <h2 className="mb-4 text-lg font-bold text-slate-900">{t('categories.explore')}</h2>
        {status ?? (
          <ul className="grid grid-cols-2 gap-3">
            {visible.map((category, index) => {
              const isCentred = isLastCentred && index === visible.length - 1
              return (
                <li
                  key={category.slug}
                  className={cn(isCentred && 'col-span-2 w-[calc(50%-0.375rem)] justify-self-center')}
                  data-centred={isCentred || undefined}
                >
                  <Link
                    to={paths.category(category.slug)}
                    className="flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center text-sm font-medium text-slate-700 shadow-sm transition-colors hover:border-violet-300 hover:bg-violet-50 hover:text-violet-800"
                  >
                    <span className="grid h-12 w-12 place-items-center rounded-xl bg-violet-100 text-violet-700">
                      <CategoryIcon slug={category.slug} />
                    </span>
                    {categoryName(category, i18n.language)}
                  </Link>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </aside>
  )
}
