/**
 * A maker page's share card: its address and version, as share-card.ts gives them for articles and
 * categories. Its own module, so the public pages that name other cards do not load it.
 */
import { shareCardVersion } from './share-card'

/** A maker's card shows their company and bio (both in its version). */
export type MakerCardInput = { username: string; company: string; bio?: string | null }

export function makerCardVersion(maker: MakerCardInput): string {
  return shareCardVersion([maker.company, maker.bio])
}

export const makerCardPath = (maker: MakerCardInput, lang: string) =>
  `/og/makers/${encodeURIComponent(maker.username)}.png?lang=${lang}&v=${makerCardVersion(maker)}`
