import type { Article } from '@spotlight/shared/schemas/articles'
import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import { useTranslation } from '#app/lib/i18n'
import { useEffect, useState } from 'react'
import { StatusBanner } from '#app/components/ui/status-banner'
import type { PlanMessage } from './plan-message'
import { PlanSelectionModal } from './plan-selection-modal'

/** The plan success message stays 4 s. */
export const PLAN_MESSAGE_MS = 4000

/** `renewEnd`: a renewal of the promotion ending (or ended) then. */
export type PlanSelection = { article: Article; planType: SliderPlanType; seq: number; renewEnd?: string | undefined }

/**
 * My Articles plan activation: the messages of the last attempt,
 * and the selection modal for the current one. A new selection (new `seq`) remounts the modal, which
 * stops any polling of the previous one.
 */
export function PlanActivation({
  selection,
  onClose,
  onActivated,
}: {
  selection: PlanSelection | null
  onClose: () => void
  onActivated: (articleId: number, planType: SliderPlanType, expirationAt: string) => void
}) {
  const { t } = useTranslation()
  const [message, setMessage] = useState<PlanMessage | null>(null)

  useEffect(() => {
    if (message?.tone !== 'success') return
    const timer = window.setTimeout(() => setMessage(null), PLAN_MESSAGE_MS)
    return () => window.clearTimeout(timer)
  }, [message])

  return (
    <>
      {message ? (
        <StatusBanner tone={message.tone} className="mb-4" data-testid="plan-message">
          {message.lines.map((line) => (
            <p key={line.key}>{t(line.key, line.params)}</p>
          ))}
        </StatusBanner>
      ) : null}
      {selection ? (
        <PlanSelectionModal
          key={selection.seq}
          article={selection.article}
          planType={selection.planType}
          renewEnd={selection.renewEnd}
          onClose={onClose}
          onMessage={setMessage}
          onActivated={(expirationAt) => onActivated(selection.article.id, selection.planType, expirationAt)}
        />
      ) : null}
    </>
  )
}
