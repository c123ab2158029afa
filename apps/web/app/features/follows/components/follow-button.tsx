import { makerPaths } from '#app/lib/maker-paths'
import { type FormEvent, useState } from 'react'
import type { FollowState } from '@spotlight/shared/schemas/follows'
import { buttonClasses } from '#app/components/ui/button'
import { CheckIcon } from '#app/components/ui/icons'
import { loadReaderStrings, plural, useTranslation } from '#app/lib/i18n'
import { useSession } from '#app/lib/session-store'
import { useRemote } from '#app/lib/use-remote'
import { FOLLOWS_REMOTE_KEY, listFollows } from '../api/list-follows'
import { type FollowTarget, setFollow } from '../api/set-follow'

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
 * that opens the Following page with what to follow, which asks the signed-in reader to confirm (that
 * visit is a GET and follows nobody); enhanced, it follows in place and says so in a live region.
 */
export function FollowButton({ target, name, followers, className }: Props) {
  const { t, i18n } = useTranslation()
  const session = useSession()
  const follows = useRemote(session ? FOLLOWS_REMOTE_KEY : null, listFollows)
  const [state, setState] = useState<FollowState | null>(null)
  const [notice, setNotice] = useState<{ text: string; canUndo: boolean } | null>(null)
  const [isBusy, setIsBusy] = useState(false)

  const listed =
    target.kind === 'makers'
      ? follows.data?.makers.some((maker) => maker.username === target.id)
      : follows.data?.categories.some((category) => category.slug === target.id)
  const isFollowing = state?.following ?? listed ?? false
  const count = state?.followers ?? followers

  async function change(next: boolean, canUndo: boolean) {
    setIsBusy(true)
    try {
      const answer = await setFollow(target, next)
      setState(answer)
      setNotice({ text: t(next ? 'follows.followed' : 'follows.unfollowed', { name }), canUndo })
    } catch {
      setNotice({ text: t('follows.failed'), canUndo: false })
    } finally {
      setIsBusy(false)
    }
  }

  const word = t(isFollowing ? 'follows.following' : 'follows.follow')

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // Signed out: the form goes to the Following page, which signs the reader in and follows.
    if (!session) return
    event.preventDefault()
    void change(!isFollowing, true)
  }

  return (
    <div className={className}>
      <form method="get" action={makerPaths.following} onSubmit={handleSubmit} className="flex items-center gap-3">
        <input type="hidden" name="follow" value={target.kind} />
        <input type="hidden" name="target" value={target.id} />
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
        {count !== undefined && (
          <span className="text-sm text-slate-600">
            {t(plural(i18n.language, count, { one: 'follows.followersOne', other: 'follows.followers' }), { n: count })}
          </span>
        )}
      </form>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-slate-700">
        {notice?.text}{' '}
        {notice?.canUndo && (
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
