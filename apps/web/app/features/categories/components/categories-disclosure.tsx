import { useId, useState } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { Link } from '#app/components/ui/link'
import { ChevronDownIcon } from '#app/components/ui/icons'
import { paths } from '#app/config/paths'
import { cn } from '#app/lib/cn'
import { usePublicCategories } from '#app/lib/list-categories'
import { categoryName } from '#app/lib/category-name'

/** The mobile menu's collapsible "Categories" list, each linking to /category/{slug}. */
export function CategoriesDisclosure() {
  const { t, i18n } = useTranslation()
  const [isOpen, setIsOpen] = useState(false)
  const listId = useId()
  // Fetched once the list is first opened, and kept for the tab after that (useRemote).
  const [wasOpened, setWasOpened] = useState(false)
  const categories = usePublicCategories({ enabled: wasOpened })

  function handleToggle() {
    setIsOpen((open) => !open)
    setWasOpened(true)
  }

  return (
    <div>
      <button
        type="button"
        className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-violet-50"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={handleToggle}
      >
        {t('nav.categories')}
        <ChevronDownIcon className={cn('transition-transform', isOpen && 'rotate-180')} />
      </button>
      <div id={listId} hidden={!isOpen} className="px-3 pb-2">
        {categories.isError ? (
          <p role="alert" className="py-2 text-sm text-red-700">
            {t('nav.categoriesError')}
          </p>
        ) : !categories.data ? (
          <p className="py-2 text-sm text-slate-500">{t('nav.categoriesLoading')}</p>
        ) : categories.data.length === 0 ? (
          <p className="py-2 text-sm text-slate-500">{t('nav.categoriesEmpty')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
            {categories.data.map((category) => (
              <li key={category.slug}>
                <Link
                  to={paths.category(category.slug)}
                  className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-violet-50 hover:text-violet-800"
                >
                  {category.emoji && <span aria-hidden="true">{category.emoji}</span>}
                  {categoryName(category, i18n.language)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
