/** One match of the scam screening, as the admin's queues receive it (`screening.findings`). */
export type ScreeningFinding = { rule: string; reason: string; match: string }
