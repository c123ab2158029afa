import type { Media, MediaConfig, UploadKind } from '@spotlight/shared/schemas/media'
import { useCallback, useEffect, useRef, useState } from 'react'
import { uploadMedia } from '#app/lib/upload-media'
import { type MediaMessageKey, uploadErrorKey } from '../utils/media-errors'

/**
 * One upload slot: its progress (null when idle), its last error, and `upload`, which resolves with
 * the stored file or null when it failed (the error is then set). Leaving the page aborts it.
 */
export function useMediaUpload(kind: UploadKind, store: MediaConfig['store'] = 'local') {
  const [percent, setPercent] = useState<number | null>(null)
  const [error, setError] = useState<MediaMessageKey | null>(null)
  const abort = useRef<AbortController | null>(null)
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
        if (!controller.signal.aborted) setError(uploadErrorKey(caught, kind))
        return null
      } finally {
        if (abort.current === controller) setPercent(null)
      }
    },
    [kind, store],
  )

  return { percent, error, setError, upload, isUploading: percent !== null }
}
