// The scam rule's figures, shared: the server applies them and the How it works page states them, so
// the page cannot drift from what the server does.

/**
 * An item reported as a scam by this many distinct accounts, each older than the minimum age, leaves
 * the public pages at once, pending an admin's decision.
 */
export const AUTO_HIDE_REPORTS = 3
/** Days an account must be older than for its scam report to count towards the rule. */
export const AUTO_HIDE_MIN_ACCOUNT_DAYS = 7
