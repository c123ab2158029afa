import type { ScreeningFinding } from './screening-types'

/** What the scam screening matched, each match highlighted with the rule's reason: the admin reads them before approving. */
export function ScreeningNote({ heading, findings }: { heading: string; findings: ScreeningFinding[] }) {
  return (
    <div role="note" className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">{heading}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {findings.map((finding) => (
          <li key={finding.rule}>
            <mark className="rounded bg-amber-200 px-1">{finding.match}</mark> — {finding.reason}
          </li>
        ))}
      </ul>
    </div>
  )
}
