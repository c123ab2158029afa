import type { Media, MediaConfig, UploadKind } from '@spotlight/shared/schemas/media'
import { useCallback, useEffect, useRef, useState } from 'react'
import { uploadMedia } from './upload-media'

/**
 * One upload slot of a form (the editor's media fields, the category's header image): its progress
 * (null when idle), its last error (what `describe` makes of a failure) and `upload`, which resolves
 * with the stored file, or null when it failed or was cancelled. A new file cancels the one on its
 * way, leaving the page cancels it, and a cancelled upload reports nothing.
 */
export function useUploadSlot<Failure>(
  kind: UploadKind,
  store: MediaConfig['store'] | undefined,
  describe: (caught: unknown) => Failure,
) {
  const [percent, setPercent] = useState<number | null>(null)
  const [error, setError] = useState<Failure | null>(null)
  const abort = useRef<AbortController | null>(null)
  // The latest `describe` (it may close over the page language) without restarting `upload`.
  const describeRef = useRef(describe)
  useEffect(() => {
    describeRef.current = describe
  })
  useEffect(() => () => abort.current?.abort(), [])

  const upload = useCallback(
    async (file: File): Promise<Media | null> => {
      abort.current?.abort()
      const controller = new AbortController()
      abort.current = controller
      setError(null)
      setPercent(0)
      try {
        return await uploadMedia(file, kind, setPercent, controller.signal, store)
      } catch (caught) {
        if (!controller.signal.aborted) setError(describeRef.current(caught))
        return null
      } finally {
        if (abort.current === controller) setPercent(null)
      }
    },
    [kind, store],
  )

  return { percent, error, setError, upload, isUploading: percent !== null }
}
