import type { ContactMessage } from '@spotlight/shared/schemas/contact'
import { useTranslation } from '#app/lib/i18n'
import { Button } from '#app/components/ui/button'
import { StatusBanner } from '#app/components/ui/status-banner'
import { cn } from '#app/lib/cn'
import { formatDateTime } from '#app/lib/format'
import { useContactMessages } from '../api/list-contact-messages'
import { useMarkContactMessageHandled } from '../api/mark-contact-message-handled'

/** The admin's contact inbox: newest first, each message can be marked handled. */
export function ContactInbox() {
  const { t } = useTranslation()
  const inbox = useContactMessages()

  if (inbox.isPending) return <p className="text-slate-600">{t('inbox.loading')}</p>
  if (inbox.isError) return <StatusBanner tone="error">{t('inbox.error')}</StatusBanner>
  const messages = [...inbox.data.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
  if (messages.length === 0) return <p className="text-slate-600">{t('inbox.empty')}</p>
  return (
    <ul className="flex flex-col gap-4" data-testid="contact-inbox">
      {messages.map((message) => (
        <InboxItem key={message.id} message={message} />
      ))}
    </ul>
  )
}

function InboxItem({ message }: { message: ContactMessage }) {
  const { t, i18n } = useTranslation()
  const mark = useMarkContactMessageHandled()
  const isHandled = message.handledAt !== null
  return (
    <li
      className={cn(
        'rounded-2xl border bg-white p-5 shadow-sm',
        isHandled ? 'border-slate-200 opacity-80' : 'border-violet-300',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-slate-900">
            {message.name}{' '}
            <a href={`mailto:${message.email}`} className="font-normal text-violet-700 hover:underline">
              &lt;{message.email}&gt;
            </a>
          </p>
          <p className="text-xs text-slate-500">
            {t('inbox.received', { date: formatDateTime(message.createdAt, i18n.language) })}
          </p>
        </div>
        {isHandled ? (
          <span className="rounded-full bg-slate-100 px-3 py-1 text-xs text-slate-600">
            {t('inbox.handledOn', { date: formatDateTime(message.handledAt!, i18n.language) })}
          </span>
        ) : (
          <span className="rounded-full bg-violet-100 px-3 py-1 text-xs font-semibold text-violet-800">
            {t('inbox.new')}
          </span>
        )}
      </div>
      <p className="mt-3 whitespace-pre-line text-slate-800">{message.message}</p>
      {!isHandled && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={() => mark.mutate(message.id)} disabled={mark.isPending}>
            {mark.isPending ? t('inbox.marking') : t('inbox.markHandled')}
          </Button>
          {mark.isError && (
            <p role="alert" className="text-sm text-red-700">
              {t('inbox.markFailed')}
            </p>
          )}
        </div>
      )}
    </li>
  )
}
