import { type FormEvent, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import type { FollowState } from '@spotlight/shared/schemas/follows'
import { buttonClasses } from '#app/components/ui/button'
import { ApiError } from '#app/lib/api-client'
import { CheckIcon } from '#app/components/ui/icons'
import { loadReaderStrings, plural, useTranslation } from '#app/lib/i18n'
import { useSession } from '#app/lib/session-store'
import { useHydrated } from '#app/lib/use-hydrated'
import { useRemote } from '#app/lib/use-remote'
import { FOLLOWS_REMOTE_KEY, listFollows } from '../api/list-follows'
import { type FollowTarget, setFollow } from '../api/set-follow'
import { FOLLOW_FORM_PATH, followOutcome, withoutFollowOutcome } from '../utils/follow-form'

// Its words are in the signed-in part of the catalogue: loaded with this part, never in a page's first load.
await loadReaderStrings()

type Props = {
  target: FollowTarget
  /** What is followed, as the reader knows it (the company, the category's name). */
  name: string
  /** The follower count to show beside the button (maker pages); updated by each change. */
  followers?: number
  className?: string
}

/**
 * Follow / unfollow in one tap, with an undo. Without JavaScript (or before it arrives) it is a form
 * posted to the server (`POST /follow`, the session's cookie), which follows and sends the reader back
 * here saying so (`?followed=makers/mia`), or, signed out, to the Following page to sign in and
 * confirm; enhanced, it follows in place and says so in a live region.
 */
export function FollowButton({ target, name, followers, className }: Props) {
  const { t, i18n } = useTranslation()
  const session = useSession()
  const location = useLocation()
  const isHydrated = useHydrated()
  const follows = useRemote(session ? FOLLOWS_REMOTE_KEY : null, listFollows)
  const [state, setState] = useState<FollowState | null>(null)
  const [notice, setNotice] = useState<{ text: string; canUndo: boolean } | null>(null)
  const [isBusy, setIsBusy] = useState(false)

  const listed =
    target.kind === 'makers'
      ? follows.data?.makers.some((maker) => maker.username === target.id)
      : follows.data?.categories.some((category) => category.slug === target.id)
  // What the form's post did, as the address it came back to says (for this target only). An address
  // can be copied and shared: once the page runs, only a signed-in reader is told of it, and the
  // account's own list, once read, is the truth over it.
  const posted = followOutcome(new URLSearchParams(location.search), target)
  const outcome = isHydrated && !session ? null : posted
  const postedFollowing = outcome === 'followed' ? true : outcome === 'unfollowed' ? false : undefined
  const isFollowing = state?.following ?? listed ?? postedFollowing ?? false
  const isOutcomeTrue = postedFollowing === undefined || listed === undefined || listed === postedFollowing
  const shownNotice =
    notice ?? (outcome && isOutcomeTrue ? { text: t(`follows.${outcome}`, { name }), canUndo: false } : null)
  // A maker signed in on their own page has nobody to follow there (the server refuses it).
  const isOwnPage = target.kind === 'makers' && session?.username === target.id
  const count = state?.followers ?? followers

  // Read once, the outcome leaves the address bar, so that a copied address does not carry it on.
  useEffect(() => {
    if (!posted) return
    const clean = withoutFollowOutcome(window.location.pathname, window.location.search) + window.location.hash
    window.history.replaceState(window.history.state, '', clean)
  }, [posted])

  async function change(next: boolean, canUndo: boolean) {
    setIsBusy(true)
    try {
      const answer = await setFollow(target, next)
      setState(answer)
      setNotice({ text: t(next ? 'follows.followed' : 'follows.unfollowed', { name }), canUndo })
    } catch (error) {
      const isSelf = error instanceof ApiError && error.code === 'FOLLOW_SELF'
      setNotice({ text: t(isSelf ? 'follows.self' : 'follows.failed', { name }), canUndo: false })
    } finally {
      setIsBusy(false)
    }
  }

  const word = t(isFollowing ? 'follows.following' : 'follows.follow')

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // Signed out: the form posts, and the server sends the reader to sign in and confirm.
    if (!session) return
    event.preventDefault()
    void change(!isFollowing, true)
  }

  return (
    <div className={className}>
      <form method="post" action={FOLLOW_FORM_PATH} onSubmit={handleSubmit} className="flex items-center gap-3">
        <input type="hidden" name="follow" value={target.kind} />
        <input type="hidden" name="target" value={target.id} />
        <input type="hidden" name="intent" value={isFollowing ? 'unfollow' : 'follow'} />
        <input type="hidden" name="next" value={withoutFollowOutcome(location.pathname, location.search)} />
        {!isOwnPage && (
          <button
            type="submit"
            disabled={isBusy}
            aria-pressed={isFollowing}
            // The spoken name starts with the visible words ("Following Acme", pressed): voice-control
            // users say what they see.
            aria-label={t(isFollowing ? 'follows.followingLabel' : 'follows.followLabel', { name })}
            className={buttonClasses(isFollowing ? 'secondary' : 'primary')}
          >
            {isFollowing && <CheckIcon width={16} height={16} />}
            {word}
          </button>
        )}
        {count !== undefined && (
          <span className="text-sm text-slate-600">
            {t(plural(i18n.language, count, { one: 'follows.followersOne', other: 'follows.followers' }), { n: count })}
          </span>
        )}
      </form>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-slate-700">
        {shownNotice?.text}{' '}
        {shownNotice?.canUndo && (
          <button
            type="button"
            className={buttonClasses('link', undefined, 'compact')}
            onClick={() => void change(!isFollowing, false)}
          >
            {t('follows.undo')}
          </button>
        )}
      </p>
    </div>
  )
}
