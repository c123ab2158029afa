import { makerPaths } from '#app/lib/maker-paths'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { buttonClasses } from '#app/components/ui/button'
import { paths } from '#app/config/paths'
import { categoryName } from '#app/lib/category-name'
import { useTranslation } from '#app/lib/i18n'
import type { Follows } from '@spotlight/shared/schemas/follows'
import { followsKey, followsQuery } from '../api/list-follows'
import { type FollowTarget, setFollow } from '../api/set-follow'

type Row = { target: FollowTarget; name: string; href: string }

/** How the list names what a target follows: a maker's company, a category's name in `language`. */
function nameIn(follows: Follows | undefined, target: FollowTarget, language: string): string | null {
  if (target.kind === 'makers') return follows?.makers.find((maker) => maker.username === target.id)?.company ?? null
  const category = follows?.categories.find((followed) => followed.slug === target.id)
  return category ? categoryName(category, language) : null
}

/**
 * What the account follows, each with Unfollow. Opened as `?follow=makers&target=mia` (the follow
 * form of a public page, sent before its script ran or while signed out), it follows that first.
 */
export function FollowingPage() {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const follows = useQuery(followsQuery())
  const [notice, setNotice] = useState<string | null>(null)
  const [searchParams, setSearchParams] = useSearchParams()
  const asked = useRef(false)

  const change = useMutation({
    mutationFn: ({ target, isFollowing }: { target: FollowTarget; isFollowing: boolean; name: string }) =>
      setFollow(target, isFollowing),
    onSuccess: async (_state, { target, isFollowing, name }) => {
      await queryClient.invalidateQueries({ queryKey: followsKey })
      // A follow from a link knows only the slug or username: the refreshed list has the name to show.
      const shown = isFollowing ? (nameIn(queryClient.getQueryData(followsKey), target, i18n.language) ?? name) : name
      setNotice(t(isFollowing ? 'following.followedFromLink' : 'following.unfollowed', { name: shown }))
    },
    onError: () => setNotice(t('following.failed')),
  })

  // The follow the public page's form asked for, once; the address then loses it (a reload does not repeat it).
  const kind = searchParams.get('follow')
  const id = searchParams.get('target')
  useEffect(() => {
    if (asked.current || !id || (kind !== 'makers' && kind !== 'categories')) return
    asked.current = true
    change.mutate({ target: { kind, id }, isFollowing: true, name: id })
    setSearchParams({}, { replace: true })
  }, [change, id, kind, setSearchParams])

  if (follows.isPending) return <p>{t('common.loading')}</p>
  if (follows.isError) return <p role="alert">{t('following.loadFailed')}</p>

  const makers: Row[] = follows.data.makers.map((maker) => ({
    target: { kind: 'makers', id: maker.username },
    name: maker.company,
    href: makerPaths.maker(maker.username),
  }))
  const categories: Row[] = follows.data.categories.map((category) => ({
    target: { kind: 'categories', id: category.slug },
    name: categoryName(category, i18n.language),
    href: paths.category(category.slug),
  }))

  const list = (
    rows: Row[],
    headingKey: 'following.makers' | 'following.categories',
    emptyKey: 'following.noMakers' | 'following.noCategories',
  ) => (
    <section aria-labelledby={`following-${headingKey}`} className="flex flex-col gap-3">
      <h2 id={`following-${headingKey}`} className="text-lg font-semibold text-slate-900">
        {t(headingKey)}
      </h2>
      {rows.length === 0 ? (
        <p className="text-slate-600">{t(emptyKey)}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {rows.map((row) => (
            <li key={`${row.target.kind}:${row.target.id}`} className="flex items-center justify-between gap-3 p-4">
              <Link to={row.href} className="font-medium wrap-anywhere text-violet-800 underline hover:text-violet-950">
                {row.name}
              </Link>
              <button
                type="button"
                className={buttonClasses('secondary', 'shrink-0')}
                aria-label={t('following.unfollowLabel', { name: row.name })}
                disabled={change.isPending}
                onClick={() => change.mutate({ target: row.target, isFollowing: false, name: row.name })}
              >
                {t('following.unfollow')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )

  return (
    <div className="flex flex-col gap-8">
      <p className="text-slate-700">{t('following.intro')}</p>
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-slate-800">
        {notice}
      </p>
      {list(makers, 'following.makers', 'following.noMakers')}
      {list(categories, 'following.categories', 'following.noCategories')}
    </div>
  )
}
