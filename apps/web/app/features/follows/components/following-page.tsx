import { makerPaths } from '#app/lib/maker-paths'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { buttonClasses } from '#app/components/ui/button'
import { paths } from '#app/config/paths'
import { categoryName } from '#app/lib/category-name'
import { useTranslation } from '#app/lib/i18n'
import type { Follows } from '@spotlight/shared/schemas/follows'
import { getFollowTarget } from '../api/get-follow-target'
import { followsKey, followsQuery } from '../api/list-follows'
import { type FollowTarget, setFollow } from '../api/set-follow'
import { pathOnThisSite } from '@spotlight/shared/domain/site-path'
import { FOLLOW_FORM_PATH, withFollowOutcome } from '../utils/follow-form'

type Row = { target: FollowTarget; name: string; href: string }

/** How the list names what a target follows: a maker's company, a category's name in `language`. */
function nameIn(follows: Follows | undefined, target: FollowTarget, language: string): string | null {
  if (target.kind === 'makers') return follows?.makers.find((maker) => maker.username === target.id)?.company ?? null
  const category = follows?.categories.find((followed) => followed.slug === target.id)
  return category ? categoryName(category, language) : null
}

/** The follow a link asks for (`?follow=makers&target=mia`), when it names one. */
function askedTarget(searchParams: URLSearchParams): FollowTarget | null {
  const kind = searchParams.get('follow')
  const id = searchParams.get('target')
  return id && (kind === 'makers' || kind === 'categories') ? { kind, id } : null
}

/**
 * What the account follows, each with Unfollow. Opened as `?follow=makers&target=mia` (the follow
 * form of a public page, sent before its script ran or while signed out), it asks first: a visit is
 * a GET, which a link in an e-mail, a prefetch or an image tag can make for the reader, so only the
 * confirmation's POST form follows.
 */
export function FollowingPage() {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const follows = useQuery(followsQuery())
  const [notice, setNotice] = useState<string | null>(null)
  const [searchParams, setSearchParams] = useSearchParams()

  const navigate = useNavigate()
  // The page the follow form was sent from (signed out): the reader goes back there once it is done.
  const next = pathOnThisSite(searchParams.get('next'))

  const change = useMutation({
    mutationFn: ({
      target,
      isFollowing,
    }: {
      target: FollowTarget
      isFollowing: boolean
      name: string
      next?: string
    }) => setFollow(target, isFollowing),
    onSuccess: async (_state, { target, isFollowing, name, next: back }) => {
      if (back) {
        await navigate(withFollowOutcome(back, target, 'followed'))
        return
      }
      await queryClient.invalidateQueries({ queryKey: followsKey })
      // A follow from a link knows only the slug or username: the refreshed list has the name to show.
      const shown = isFollowing ? (nameIn(queryClient.getQueryData(followsKey), target, i18n.language) ?? name) : name
      setNotice(t(isFollowing ? 'following.followedFromLink' : 'following.unfollowed', { name: shown }))
    },
    onError: () => setNotice(t('following.failed')),
  })

  const asked = askedTarget(searchParams)
  // The name the confirmation asks about: the maker's company, the category's name in the page's language.
  const askedName = useQuery({
    queryKey: ['follow-target', asked?.kind, asked?.id],
    queryFn: () => getFollowTarget(asked!),
    enabled: asked !== null,
    retry: false,
  })
  const shownName = (answer: typeof askedName.data, target: FollowTarget) =>
    answer?.company ?? (answer?.category ? categoryName(answer.category, i18n.language) : target.id)

  // The confirmation's form: the follow happens here only, then the address loses the request.
  function confirmFollow(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!asked) return
    change.mutate({
      target: asked,
      isFollowing: true,
      name: shownName(askedName.data, asked),
      ...(next ? { next } : {}),
    })
    if (!next) setSearchParams({}, { replace: true })
  }

  const request = asked ? (
    <section
      aria-labelledby="follow-request-heading"
      className="flex flex-col gap-3 rounded-xl border border-violet-200 bg-violet-50 p-4"
      data-testid="follow-request"
    >
      <h2 id="follow-request-heading" className="text-lg font-semibold wrap-anywhere text-slate-900">
        {t('following.confirmHeading', { name: shownName(askedName.data, asked) })}
      </h2>
      <p className="text-slate-700">{t('following.confirmBody')}</p>
      {/* A real POST form: a visit to this address never follows by itself. Before the script runs, the
          server follows (the session's cookie) and sends the reader back to the page they came from. */}
      <form
        method="post"
        action={FOLLOW_FORM_PATH}
        onSubmit={confirmFollow}
        className="flex flex-wrap items-center gap-3"
      >
        <input type="hidden" name="follow" value={asked.kind} />
        <input type="hidden" name="target" value={asked.id} />
        <input type="hidden" name="intent" value="follow" />
        {next && <input type="hidden" name="next" value={next} />}
        <button
          type="submit"
          disabled={change.isPending}
          aria-label={t('follows.followLabel', { name: shownName(askedName.data, asked) })}
          className={buttonClasses('primary')}
        >
          {t('follows.follow')}
        </button>
        <Link to={next ?? { search: '' }} replace className={buttonClasses('secondary')}>
          {t('following.notNow')}
        </Link>
      </form>
    </section>
  ) : null

  const makers: Row[] = (follows.data?.makers ?? []).map((maker) => ({
    target: { kind: 'makers', id: maker.username },
    name: maker.company,
    href: makerPaths.maker(maker.username),
  }))
  const categories: Row[] = (follows.data?.categories ?? []).map((category) => ({
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
      {request}
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-slate-800">
        {notice}
      </p>
      {/* The confirmation above stays in place while the list loads (or fails to). */}
      {follows.isPending ? (
        <p>{t('common.loading')}</p>
      ) : follows.isError ? (
        <p role="alert">{t('following.loadFailed')}</p>
      ) : (
        <>
          {list(makers, 'following.makers', 'following.noMakers')}
          {list(categories, 'following.categories', 'following.noCategories')}
        </>
      )}
    </div>
  )
}
