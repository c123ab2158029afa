import { REVIEW_SORTS, type ReviewSort } from '@spotlight/shared/domain/reviews'
import type { ArticleRating, Review } from '@spotlight/shared/schemas/reviews'
import { withoutFormAnswers } from '#app/lib/form-answers'
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Button, buttonClasses } from '#app/components/ui/button'
import { Link } from '#app/components/ui/link'
import { languagePath } from '#app/config/paths'
import { loadReaderStrings, useTranslation, type TranslationKey } from '#app/lib/i18n'
import { useSession } from '#app/lib/session-store'
import { useOneAtATime } from '#app/lib/use-one-at-a-time'
import { getRating } from '../api/get-rating'
import { listMyPublishedIds } from '../api/list-my-published-ids'
import { listReviews, type ReviewPage } from '../api/list-reviews'
import { setHelpful } from '../api/set-helpful'
import { HELPFUL_FORM_PATH, reviewFormOutcome, writeReviewHref } from '../utils/review-form-outcome'
import { RatingOverview } from './rating-overview'
import { ReviewItem } from './review-item'
import { ReviewPostForm } from './review-post-form'

// The forms arrive only when a reader opens one (the public first-load budget).
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })))
const ReplyForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReplyForm })))

// The section's words arrive with its code, after the page's first load (the first-load budget).
await loadReaderStrings()

const SORT_LABELS: Record<ReviewSort, TranslationKey> = {
  helpful: 'reviewsPage.sortHelpful',
  newest: 'reviewsPage.sortNewest',
  highest: 'reviewsPage.sortHighest',
  lowest: 'reviewsPage.sortLowest',
}

const SORT_IDLE = 'rounded-full border border-slate-200 px-3 py-1 text-slate-700 hover:bg-slate-50'
const SORT_ACTIVE = 'rounded-full border border-violet-300 bg-violet-50 px-3 py-1 font-semibold text-violet-800'

export type ReviewsSectionProps = {
  articleId: number
  company: string
  /** The page's own path: sort links and "More reviews" stay on it. */
  pagePath: string
  sort: ReviewSort
  rating: ArticleRating | null
  page: ReviewPage | null
  /** A review's report control (the reports feature's, handed in by the page), under each review but one's own. */
  reportReview?: (review: Review) => ReactNode
}

/**
 * An article's ratings and reviews: the summary with its distribution, the sort links, a page of 10
 * reviews and "More reviews" (a link that works without JavaScript, enhanced to append the next page).
 * Signed in, a reader rates the app and marks reviews helpful; the article's owner replies.
 * Without a script, "Rate this app" is a link that opens the rating form as plain HTML
 * (review-post-form.tsx) and each "Helpful" a form: both post to the server with the session's
 * cookie, which sends the reader back here with what happened in the address (review-form-outcome.ts).
 */
export function ReviewsSection(props: ReviewsSectionProps) {
  // The section keeps what the reader did to its list (pages appended, helpful marks, an open form)
  // in state seeded from the loader's page. A client-side navigation to another sort or another
  // article keeps this component mounted with new props: a fresh section per article and sort makes
  // the list, the rating, the cursor and any open form follow them, never the previous ones.
  return <ArticleReviews key={`${props.articleId}:${props.sort}`} {...props} />
}

function ArticleReviews({
  articleId,
  company,
  pagePath,
  sort,
  rating: initialRating,
  page,
  reportReview,
}: ReviewsSectionProps) {
  const { t, i18n } = useTranslation()
  const session = useSession()
  const location = useLocation()
  // What a form posted without a script did, as the address it came back to says.
  const posted = reviewFormOutcome(new URLSearchParams(location.search))
  const here = withoutFormAnswers(location.pathname, location.search)
  const [rating, setRating] = useState(initialRating)
  // The server's page is read without the reader's session: the mark just posted is shown as made.
  const [reviews, setReviews] = useState<Review[]>(() =>
    (page?.items ?? []).map((review) => {
      const isMarked = posted.marks.get(review.id)
      return isMarked === undefined ? review : { ...review, viewerFoundHelpful: isMarked }
    }),
  )
  const [nextCursor, setNextCursor] = useState(page?.nextCursor ?? null)
  const [isLoading, setIsLoading] = useState(false)
  const oneAtATime = useOneAtATime()
  const [notice, setNotice] = useState<string | null>(posted.notice && t(posted.notice))
  const [isOwner, setIsOwner] = useState(false)
  const [isComposing, setIsComposing] = useState(false)
  const [replyingTo, setReplyingTo] = useState<number | null>(null)
  const username = session?.username ?? null
  // A form that closes hands the focus back to the button that opened it (not to the page's top).
  const writeButton = useRef<HTMLButtonElement>(null)
  const replyButtons = useRef(new Map<number, HTMLButtonElement>())
  const closeReply = (reviewId: number) => {
    setReplyingTo(null)
    replyButtons.current.get(reviewId)?.focus()
  }

  // Read once, the forms' answer leaves the address bar, so that a copied address does not carry it on.
  const hasOutcome = posted.isWriting || posted.notice !== null || posted.marks.size > 0
  useEffect(() => {
    if (!hasOutcome) return
    const clean = withoutFormAnswers(window.location.pathname, window.location.search) + window.location.hash
    window.history.replaceState(window.history.state, '', clean)
  }, [hasOutcome])

  const refresh = async () => {
    const [fresh, summary] = await Promise.all([listReviews(articleId, { sort }), getRating(articleId)])
    setReviews(fresh.items)
    setNextCursor(fresh.nextCursor)
    setRating(summary)
  }

  // Signed in: the first page again with the reader's own helpful marks, and whether the article is theirs.
  useEffect(() => {
    if (!username) return
    let isCurrent = true
    listReviews(articleId, { sort })
      .then((fresh) => {
        if (!isCurrent) return
        setReviews(fresh.items)
        setNextCursor(fresh.nextCursor)
      })
      .catch(() => {})
    Promise.all([listMyPublishedIds(), loadReaderStrings()])
      .then(([ids]) => isCurrent && setIsOwner(ids.includes(articleId)))
      .catch(() => {})
    return () => {
      isCurrent = false
    }
  }, [articleId, sort, username])

  const loadMore = async (event: MouseEvent) => {
    if (!nextCursor) return
    event.preventDefault()
    await oneAtATime(async () => {
      setIsLoading(true)
      try {
        const more = await listReviews(articleId, { sort, cursor: nextCursor })
        setReviews((shown) => [...shown, ...more.items.filter((item) => !shown.some((it) => it.id === item.id))])
        setNextCursor(more.nextCursor)
      } catch {
        setNotice(t('errors.body'))
      } finally {
        setIsLoading(false)
      }
    })
  }

  const toggleHelpful = async (review: Review) => {
    if (!username) return setNotice(t('reviewsPage.signInToReview'))
    try {
      const state = await setHelpful(review.id, !review.viewerFoundHelpful)
      setReviews((shown) => shown.map((it) => (it.id === review.id ? { ...it, ...state } : it)))
    } catch {
      setNotice(t('reviewsPage.helpfulFailed'))
    }
  }

  const compose = async () => {
    if (!username) return setNotice(t('reviewsPage.signInToReview'))
    await loadReaderStrings()
    setIsComposing(true)
  }

  const moreHref = nextCursor
    ? `${languagePath(i18n.language, pagePath)}?${new URLSearchParams({ sort, reviewsCursor: nextCursor }).toString()}#reviews`
    : null
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-heading"
      className="mx-auto mt-14 w-full max-w-3xl"
      data-testid="reviews"
    >
      <h2 id="reviews-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('reviewsPage.heading')}
      </h2>
      {rating && rating.count > 0 && (
        <div className="mt-5">
          <RatingOverview rating={rating} />
        </div>
      )}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button
          ref={writeButton}
          variant="primary"
          size="medium"
          onClick={() => void compose()}
          aria-expanded={isComposing}
          // Hidden where no script runs (CSS `scripting: none`): the link below takes its place. Where
          // scripts run, a tap made before they arrive is kept and replayed on this button.
          className="[@media(scripting:none)]:hidden"
        >
          {t('reviewsPage.write')}
        </Button>
        {/* Without a script: this page again, with the rating form open as HTML. */}
        <span className="hidden [@media(scripting:none)]:contents">
          <a href={writeReviewHref(location.pathname, location.search)} className={buttonClasses('primary')}>
            {t('reviewsPage.write')}
          </a>
        </span>
      </div>
      <div aria-live="polite">
        {notice && (
          <p className="mt-3 text-sm text-slate-700" role="status">
            {notice}
          </p>
        )}
      </div>
      {!isComposing && posted.isWriting && (
        <ReviewPostForm articleId={articleId} next={here} rating={posted.rating} text={posted.text} />
      )}
      {isComposing && (
        <Suspense fallback={<p className="mt-4 text-sm text-slate-600">{t('common.loading')}</p>}>
          <ReviewForm
            articleId={articleId}
            onChanged={() => void refresh()}
            onClose={() => {
              setIsComposing(false)
              writeButton.current?.focus()
            }}
          />
        </Suspense>
      )}
      {reviews.length > 0 && (
        <nav aria-label={t('reviewsPage.sortLabel')} className="mt-6 flex flex-wrap gap-2 text-sm">
          {REVIEW_SORTS.map((option) => (
            <Link
              key={option}
              to={`${pagePath}?sort=${option}#reviews`}
              preventScrollReset
              aria-current={option === sort ? 'true' : undefined}
              className={option === sort ? SORT_ACTIVE : SORT_IDLE}
            >
              {t(SORT_LABELS[option])}
            </Link>
          ))}
        </nav>
      )}
      {reviews.length === 0 ? (
        <p className="mt-6 text-slate-600">{t('reviewsPage.none')}</p>
      ) : (
        <div className="mt-2">
          {reviews.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              company={company}
              actions={
                <>
                  {review.author.username === username || (isOwner && !review.viewerFoundHelpful) ? (
                    // One's own review, or (the article's owner) a review of one's own article: its count, never a
                    // mark the server refuses. An owner's mark from before can still be taken back.
                    <span className="text-sm text-slate-600">
                      {t('reviewsPage.helpful', { count: review.helpfulCount })}
                    </span>
                  ) : (
                    // A form, so that the mark works without a script too (the server toggles it and
                    // sends the reader back to this review); the script marks it in place.
                    <form
                      method="post"
                      action={HELPFUL_FORM_PATH}
                      onSubmit={(event) => {
                        event.preventDefault()
                        void toggleHelpful(review)
                      }}
                    >
                      <input type="hidden" name="review" value={review.id} />
                      <input type="hidden" name="intent" value={review.viewerFoundHelpful ? 'unhelpful' : 'helpful'} />
                      <input type="hidden" name="next" value={here} />
                      <Button type="submit" variant="secondary" size="compact" aria-pressed={review.viewerFoundHelpful}>
                        {t('reviewsPage.helpful', { count: review.helpfulCount })}
                      </Button>
                    </form>
                  )}
                  {isOwner && (
                    <Button
                      ref={(button) => {
                        if (button) replyButtons.current.set(review.id, button)
                        else replyButtons.current.delete(review.id)
                      }}
                      variant="ghost"
                      size="compact"
                      onClick={() => setReplyingTo(review.id)}
                    >
                      {t(review.reply ? 'reviewForm.editReply' : 'reviewForm.reply')}
                    </Button>
                  )}
                  {review.author.username !== username && reportReview?.(review)}
                  {replyingTo === review.id && (
                    <Suspense fallback={null}>
                      <ReplyForm
                        review={review}
                        onSaved={(saved) => {
                          setReviews((shown) =>
                            shown.map((it) => (it.id === saved.id ? { ...it, reply: saved.reply } : it)),
                          )
                          closeReply(review.id)
                        }}
                        onClose={() => closeReply(review.id)}
                      />
                    </Suspense>
                  )}
                </>
              }
            />
          ))}
        </div>
      )}
      {moreHref && (
        <a
          href={moreHref}
          onClick={(event) => void loadMore(event)}
          aria-disabled={isLoading}
          className="mt-4 inline-flex rounded-full border border-violet-200 px-5 py-2 text-sm font-semibold text-violet-800 hover:bg-violet-50"
        >
          {isLoading ? t('common.loading') : t('reviewsPage.loadMore')}
        </a>
      )}
    </section>
  )
}
