import type { MediaConfig, UploadKind } from '@spotlight/shared/schemas/media'
import { useUploadSlot } from '#app/lib/use-upload-slot'
import { type MediaMessageKey, uploadErrorKey } from '../utils/media-errors'

/**
 * One of the editor's upload slots (`useUploadSlot`), its errors as the editor's media messages
 * (their fixed wording, limits included).
 */
export function useMediaUpload(kind: UploadKind, store: MediaConfig['store'] = 'local') {
  return useUploadSlot<MediaMessageKey>(kind, store, (caught) => uploadErrorKey(caught, kind))
}
