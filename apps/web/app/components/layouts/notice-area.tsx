import { useTranslation } from '#app/lib/i18n'
import { CloseIcon, InfoIcon } from '#app/components/ui/icons'
import { cn } from '#app/lib/cn'
import { dismissNotice, useNotices } from '#app/lib/notices'

/** Dismissible notices under the navigation bar ("Session expired…", "Pi SDK no disponible…"). */
export function NoticeArea() {
  const { t } = useTranslation()
  const notices = useNotices()

  return (
    <div aria-live="polite" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 print:hidden">
      {notices.map((notice) => (
        <div
          key={notice.id}
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={cn(
            'mt-4 flex items-start gap-3 rounded-xl border p-4 text-sm',
            notice.tone === 'error'
              ? 'border-red-200 bg-red-50 text-red-900'
              : 'border-violet-200 bg-violet-50 text-violet-900',
          )}
          data-testid={`notice-${notice.id}`}
        >
          <InfoIcon className="mt-0.5 shrink-0" />
          <p className="flex-1">{t(notice.messageKey, notice.params)}</p>
          <button
            type="button"
            onClick={() => dismissNotice(notice.id)}
            className="-m-1 rounded-full p-1 hover:bg-black/5"
            aria-label={t('common.dismiss')}
          >
            <CloseIcon width={16} height={16} />
          </button>
        </div>
      ))}
    </div>
  )
}
