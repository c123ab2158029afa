import { useCallback, useEffect, useRef, useState } from 'react'
import { z } from 'zod'
import type { ArticleFormValues } from '../utils/article-form-schema'

/** How long typing pauses before the work in progress is written to the browser. */
export const LOCAL_DRAFT_DELAY_MS = 400

/** The text of the form kept in the browser (uploads are not: the server cleans up unsaved ones). */
const LocalDraftSchema = z.object({
  savedAt: z.string(),
  values: z.object({
    company: z.string(),
    app: z.string(),
    categorySlug: z.string(),
    title: z.string(),
    description: z.string(),
    content: z.string(),
    publishDate: z.string(),
  }),
})
export type LocalDraft = z.infer<typeof LocalDraftSchema>
type DraftText = LocalDraft['values']

/** One key per user and article ("new" for a new one), so two articles or accounts never mix. */
export const localDraftKey = (username: string, articleId: number | null) =>
  `article-draft:${username}:${articleId ?? 'new'}`

function textOf(values: ArticleFormValues): DraftText {
  const { company, app, categorySlug, title, description, content, publishDate } = values
  return { company, app, categorySlug, title, description, content, publishDate }
}

const sameText = (a: DraftText, b: DraftText) =>
  (Object.keys(a) as (keyof DraftText)[]).every((field) => a[field] === b[field])

function read(key: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(key)
    if (!raw) return null
    const parsed = LocalDraftSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

function forget(key: string) {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // storage blocked: nothing was kept either
  }
}

/**
 * Keeps the article form's unsaved text in localStorage, so a reload or a crash loses
 * nothing: while the form has changes they are written after a short pause; on opening the form, a
 * kept version that differs from what the form shows is offered (`offer`) until the user restores
 * or discards it, and nothing is written meanwhile (so the offer is never overwritten by accident).
 * `clear` forgets it, after a successful save or submit.
 */
export function useLocalDraft({
  storageKey,
  values,
  initialValues,
  isDirty,
}: {
  /** null while nobody is signed in (nothing is kept). */
  storageKey: string | null
  values: ArticleFormValues
  initialValues: ArticleFormValues
  isDirty: boolean
}) {
  // Read once, as the form mounts: the form renders in the browser only (RequireSession waits for
  // hydration), so localStorage is at hand. A kept copy equal to the article offers nothing.
  const [offer, setOffer] = useState<LocalDraft | null>(() => {
    const kept = storageKey ? read(storageKey) : null
    return kept && !sameText(kept.values, textOf(initialValues)) ? kept : null
  })

  const text = textOf(values)
  const serialized = JSON.stringify(text)
  const pendingWrite = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => {
    if (!storageKey || offer || !isDirty) return
    const timer = setTimeout(() => {
      try {
        window.localStorage.setItem(
          storageKey,
          JSON.stringify({ savedAt: new Date().toISOString(), values: JSON.parse(serialized) }),
        )
      } catch {
        // storage full or blocked: the form still works, only without this safety net
      }
    }, LOCAL_DRAFT_DELAY_MS)
    pendingWrite.current = timer
    return () => clearTimeout(timer)
  }, [storageKey, offer, isDirty, serialized])

  const clear = useCallback(() => {
    // A save calls this before React has rendered the form it resets, so this effect's cleanup has
    // not run yet: a write still waiting would put the saved text back once it is forgotten.
    clearTimeout(pendingWrite.current)
    setOffer(null)
    if (storageKey) forget(storageKey)
  }, [storageKey])

  /** The user declined the kept version: it is forgotten. */
  const discard = clear
  /** The user takes the kept version back: the caller puts it in the form; writing resumes. */
  const accept = useCallback(() => setOffer(null), [])

  return { offer, accept, discard, clear }
}
