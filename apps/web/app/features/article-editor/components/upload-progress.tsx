import { useTranslation } from '#app/lib/i18n'

/** An upload's progress as a labelled progress bar (role progressbar with aria-valuenow). */
export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  const { t } = useTranslation()
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('editor.media.progress', { percent })}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-violet-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-sm text-slate-600 tabular-nums" aria-hidden="true">
        {percent}%
      </span>
    </div>
  )
}
