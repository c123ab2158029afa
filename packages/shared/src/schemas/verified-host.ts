import { z } from 'zod'

// Its own module, not verifications.ts: the article and maker schemas carry the badge, and they are in
// the public pages' first load; the rest of the verification contract belongs to the maker's screen.
/** The badge: the maker controls this host since this time. */
export const VerifiedHostSchema = z.object({ host: z.string(), since: z.iso.datetime() })
export type VerifiedHost = z.infer<typeof VerifiedHostSchema>
