import type { Article } from '@spotlight/shared/schemas/articles'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '#app/config/paths'
import { ApiError } from '#app/lib/api-client'
import { createArticle } from '../api/create-article'
import { deleteMedia } from '../api/delete-media'
import { updateArticle } from '../api/update-article'
import type { ArticleFormValues } from '../utils/article-form-schema'
import { toArticleInput } from '../utils/article-form-schema'
import { imageSources, mediaPublicId, orphanedMedia } from '../utils/content-media'
import { isNetworkFailure } from '../utils/network-failure'

/** The pause before leaving the form after a submit, and after updating a draft. */
export const SUBMIT_REDIRECT_MS = 2000
export const DRAFT_UPDATE_REDIRECT_MS = 3000

export type Intent = 'draft' | 'submit'

/** The history state Pending is opened with after a submit: it repeats what happens next there. */
export type SubmittedState = { submitted: number }

export const isSubmittedState = (state: unknown): state is SubmittedState =>
  typeof state === 'object' && state !== null && typeof (state as Partial<SubmittedState>).submitted === 'number'

export type FormMessageKey =
  | 'editor.messages.completeFields'
  | 'editor.messages.invalidCategory'
  | 'editor.messages.contentEmpty'
  | 'editor.messages.tooManyImages'
  | 'editor.messages.uploadInProgress'
  | 'editor.messages.creditRequired'
  | 'editor.messages.locked'
  | 'editor.messages.draftSaved'
  | 'editor.messages.draftUpdated'
  | 'editor.messages.published'
  | 'editor.messages.submitted'
  | 'editor.messages.saveDraftFailed'
  | 'editor.messages.updateDraftFailed'
  | 'editor.messages.createFailed'
  | 'editor.messages.updateFailed'
  | 'editor.offline'
export type FormMessage = { tone: 'success' | 'error'; key: FormMessageKey }

const VALIDATION_KEYS: Record<string, FormMessageKey> = {
  'Please select a valid category.': 'editor.messages.invalidCategory',
  'Content cannot be empty after sanitization.': 'editor.messages.contentEmpty',
  'The article cannot contain more than 5 images.': 'editor.messages.tooManyImages',
}

function failureKey(error: unknown, intent: Intent, isUpdate: boolean): FormMessageKey {
  // The form keeps every field (and its copy in this browser), so trying again later loses nothing.
  if (isNetworkFailure(error)) return 'editor.offline'
  if (error instanceof ApiError) {
    if (error.code === 'ARTICLE_CREDIT_REQUIRED') return 'editor.messages.creditRequired'
    if (error.code === 'ARTICLE_LOCKED') return 'editor.messages.locked'
    if (error.code === 'VALIDATION_FAILED') return VALIDATION_KEYS[error.message] ?? 'editor.messages.completeFields'
  }
  if (intent === 'draft') return isUpdate ? 'editor.messages.updateDraftFailed' : 'editor.messages.saveDraftFailed'
  return isUpdate ? 'editor.messages.updateFailed' : 'editor.messages.createFailed'
}

const mediaOf = (article: Pick<Article, 'headerImage' | 'promoVideo' | 'content'> | null) => ({
  images: new Set([...(article?.headerImage ? [article.headerImage] : []), ...imageSources(article?.content ?? '')]),
  videos: new Set(article?.promoVideo ? [article.promoVideo] : []),
})

/**
 * Saving the form: Save Draft keeps a new draft on the form ('Draft saved
 * successfully.') and sends an updated one to Drafts after 3 s; Submit publishes (admin) or sends
 * for approval, then leaves after 2 s. After every save, uploads the article no longer uses (an image
 * removed from the editor, a replaced header or video) are deleted on the server.
 */
export function useSaveArticle({ isAdmin, initialArticle }: { isAdmin: boolean; initialArticle: Article | null }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [articleId, setArticleId] = useState<number | null>(initialArticle?.id ?? null)
  const [message, setMessage] = useState<FormMessage | null>(null)
  const [isSaving, setSaving] = useState(false)
  const [redirect, setRedirect] = useState<{ to: string; afterMs: number; state?: SubmittedState } | null>(null)
  const known = useRef(mediaOf(initialArticle))
  // What the stored article uses: such a file is only deleted once a save has dropped it.
  const saved = useRef(mediaOf(initialArticle))

  useEffect(() => {
    if (!redirect) return
    const timer = window.setTimeout(() => void navigate(redirect.to, { state: redirect.state }), redirect.afterMs)
    return () => window.clearTimeout(timer)
  }, [redirect, navigate])

  /** Uploads made while editing: candidates for deletion if the saved article does not use them. */
  const rememberUpload = (url: string, kind: 'image' | 'video') => {
    ;(kind === 'video' ? known.current.videos : known.current.images).add(url)
  }

  /** Deletes an upload at once (one made in this session and removed before any save). */
  const discardUpload = async (url: string, kind: 'image' | 'video'): Promise<boolean> => {
    const publicId = mediaPublicId(url)
    if (!publicId) return true
    try {
      await deleteMedia(publicId, kind)
      ;(kind === 'video' ? known.current.videos : known.current.images).delete(url)
      return true
    } catch {
      return false
    }
  }

  const isSavedMedia = (url: string) => saved.current.images.has(url) || saved.current.videos.has(url)

  async function save(
    values: ArticleFormValues,
    category: { name: string; slug: string },
    intent: Intent,
  ): Promise<Article | null> {
    const isUpdate = articleId !== null
    const status = intent === 'draft' ? 'DRAFT' : isAdmin ? 'PUBLISHED' : 'PENDING_APPROVAL'
    const input = toArticleInput(values, category, status)
    setSaving(true)
    setMessage(null)
    try {
      const article = isUpdate ? await updateArticle(articleId, input) : await createArticle(input)
      setArticleId(article.id)
      const orphans = orphanedMedia(
        { images: known.current.images, videos: known.current.videos },
        { headerImage: article.headerImage, promoVideo: article.promoVideo, content: article.content },
      )
      known.current = mediaOf(article)
      saved.current = mediaOf(article)
      // Best effort: a file left behind is removed by the server's daily sweep.
      await Promise.allSettled([
        ...orphans.images.map((url) => deleteMedia(mediaPublicId(url)!, 'image')),
        ...orphans.videos.map((url) => deleteMedia(mediaPublicId(url)!, 'video')),
      ])
      void queryClient.invalidateQueries({ queryKey: ['dashboard-articles'] })
      void queryClient.invalidateQueries({ queryKey: ['credits'] })

      if (intent === 'submit') {
        setMessage({ tone: 'success', key: isAdmin ? 'editor.messages.published' : 'editor.messages.submitted' })
        setRedirect(
          isAdmin
            ? { to: paths.adminDashboard.root, afterMs: SUBMIT_REDIRECT_MS }
            : { to: paths.userDashboard.pending, afterMs: SUBMIT_REDIRECT_MS, state: { submitted: article.id } },
        )
      } else if (isUpdate) {
        setMessage({ tone: 'success', key: 'editor.messages.draftUpdated' })
        setRedirect({
          to: isAdmin ? paths.adminDashboard.drafts : paths.userDashboard.drafts,
          afterMs: DRAFT_UPDATE_REDIRECT_MS,
        })
      } else {
        setMessage({ tone: 'success', key: 'editor.messages.draftSaved' })
      }
      return article
    } catch (error) {
      setMessage({ tone: 'error', key: failureKey(error, intent, isUpdate) })
      return null
    } finally {
      setSaving(false)
    }
  }

  return {
    articleId,
    message,
    setMessage,
    isSaving,
    isLeaving: redirect !== null,
    save,
    rememberUpload,
    discardUpload,
    isSavedMedia,
  }
}
