import { useId, useState } from 'react'
import { Button } from './button'

export type HoldDecisionLabels = {
  approve: string
  hide: string
  reason: string
  reasonRequired: string
  failed: string
}

/**
 * The admin's two answers to a text the screening holds: approve it, or hide it with a reason its
 * author is told (required: the button says so rather than sending an empty one).
 */
export function HoldDecision({
  labels,
  isBusy,
  isFailed,
  onApprove,
  onHide,
}: {
  labels: HoldDecisionLabels
  isBusy: boolean
  isFailed: boolean
  onApprove: () => void
  onHide: (reason: string) => void
}) {
  const id = useId()
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const hide = () => {
    if (!reason.trim()) return setProblem(labels.reasonRequired)
    setProblem(null)
    onHide(reason.trim())
  }
  return (
    <>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <Button variant="primary" size="compact" disabled={isBusy} onClick={onApprove}>
          {labels.approve}
        </Button>
        <div className="flex min-w-56 flex-1 flex-col">
          <label htmlFor={`${id}-reason`} className="text-xs font-semibold text-slate-700">
            {labels.reason}
          </label>
          <input
            id={`${id}-reason`}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            className="mt-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <Button variant="danger" size="compact" disabled={isBusy} onClick={hide}>
          {labels.hide}
        </Button>
      </div>
      <div aria-live="polite">
        {problem && <p className="mt-2 text-sm text-rose-700">{problem}</p>}
        {isFailed && <p className="mt-2 text-sm text-rose-700">{labels.failed}</p>}
      </div>
    </>
  )
}
