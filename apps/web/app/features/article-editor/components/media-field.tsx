import type { Media, MediaConfig } from '@spotlight/shared/schemas/media'
import { type ChangeEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { Button, buttonClasses } from '#app/components/ui/button'
import { cn } from '#app/lib/cn'
import { useMediaUpload } from '../hooks/use-media-upload'
import type { MediaMessageKey } from '../utils/media-errors'
import { UploadProgress } from './upload-progress'

export type MediaRef = { url: string; publicId: string | null; uploadDate: string | null }

/**
 * The header image or the promo video: a file input, the upload's progress, the file once stored
 * (with Remove) and any refusal. `precheck` runs before uploading (counts, size, duration).
 *
 * The native input is visually hidden behind a "Choose a file" label and the name of the file this
 * field holds: the browser's own text would say "No file chosen" next to an uploaded file (the
 * input is emptied after each upload so the same file can be picked again).
 */
export function MediaField({
  kind,
  label,
  hint,
  accept,
  value,
  onUploaded,
  onRemove,
  precheck,
  store,
  onUploadingChange,
}: {
  kind: 'header-image' | 'promo-video'
  label: string
  hint?: string
  accept: string
  value: MediaRef | null
  onUploaded: (media: Media) => void
  /** Resolves false when the stored file could not be deleted (the field is cleared anyway). */
  onRemove: () => Promise<boolean>
  precheck: (file: File) => Promise<MediaMessageKey | null>
  store: MediaConfig['store']
  /** Told when an upload starts and ends: the form must not be saved (or left) without the file on its way. */
  onUploadingChange?: (isUploading: boolean) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const { percent, error, setError, upload, isUploading } = useMediaUpload(kind, store)
  const isVideo = kind === 'promo-video'
  // The name the user's file had; a file stored before this visit (editing) has none we know.
  const [fileName, setFileName] = useState<string | null>(null)
  // Said once an upload has finished: the progress bar just vanished, which a screen reader does
  // not tell. A failure is said by the error's alert.
  const [isJustUploaded, setJustUploaded] = useState(false)
  useEffect(() => {
    onUploadingChange?.(isUploading)
  }, [isUploading, onUploadingChange])
  const shownName = value ? (fileName ?? t('editor.media.uploadedFile')) : t('editor.media.noFile')

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setJustUploaded(false)
    if (value) {
      setError(isVideo ? 'editor.media.videoTaken' : 'editor.media.headerTaken')
      return
    }
    const refused = await precheck(file)
    if (refused) {
      setError(refused)
      return
    }
    const media = await upload(file)
    if (!media) return
    setFileName(file.name)
    setJustUploaded(true)
    onUploaded(media)
  }

  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept={accept}
          disabled={isUploading}
          onChange={(event) => void onChange(event)}
          aria-describedby={[describedBy, `${id}-name`].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={cn(
            buttonClasses('secondary'),
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-violet-600',
            isUploading && 'pointer-events-none opacity-60',
          )}
        >
          {t('editor.media.chooseFile')}
        </label>
        <span
          id={`${id}-name`}
          className={cn('min-w-0 truncate text-sm', value ? 'font-medium text-slate-800' : 'text-slate-500')}
          data-testid={`${kind}-file-name`}
        >
          {shownName}
        </span>
      </div>
      <p role="status" className="sr-only">
        {isJustUploaded && value ? t('editor.media.uploaded', { label }) : ''}
      </p>
      {percent !== null && <UploadProgress percent={percent} label={t('editor.media.uploading', { label })} />}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {t(error)}
        </p>
      )}
      {value && (
        <div className="flex flex-wrap items-center gap-3">
          {isVideo ? (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- the advertiser's own upload, shown to check it
            <video src={value.url} controls preload="metadata" className="max-h-48 rounded-lg bg-black" />
          ) : (
            <img src={value.url} alt={t('editor.media.headerPreviewAlt')} className="max-h-32 rounded-lg" />
          )}
          <Button
            variant="secondary"
            onClick={() => {
              setError(null)
              setFileName(null)
              setJustUploaded(false)
              void onRemove().then((isRemoved) => {
                if (!isRemoved) setError(isVideo ? 'editor.media.removeVideoFailed' : 'editor.media.removeHeaderFailed')
              })
            }}
          >
            {isVideo ? t('editor.media.removeVideo') : t('editor.media.removeHeader')}
          </Button>
        </div>
      )}
    </div>
  )
}
