// The bench and e2e typechecks compile this file without the server's src/types: name its declarations here.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../types/opencc-js-dict.d.ts" />
import toTraditional from 'opencc-js/dict/STCharacters'
import toSimplified from 'opencc-js/dict/TSCharacters'
import toHongKong from 'opencc-js/dict/HKVariants'
import toTaiwan from 'opencc-js/dict/TWVariants'

/**
 * Chinese is written in two scripts (and Traditional in regional variants: 爲 in the standard, 為 in Taiwan and
 * Hong Kong, 臺 and 台), and the index keeps each article's characters as written: a reader in Taipei typing 錢包
 * would not find an article written 钱包. A query holding Han characters is also searched as its other spellings,
 * character by character through OpenCC's tables (the first reading of each; the phrase tables that choose
 * between readings, 發/髮 for 发, are ~1 MB and a search needs recall, not a faithful conversion): the Simplified
 * one, and from it the standard, Taiwan's and Hong Kong's Traditional ones.
 */

const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u{20000}-\u{2ffff}]/u

type CharacterMap = Map<string, string>

function characterMap(entries: string): CharacterMap {
  const map: CharacterMap = new Map()
  for (const entry of entries.split('|')) {
    const [from, first] = entry.split(' ')
    if (from && first) map.set(from, first)
  }
  return map
}

let maps: { simplified: CharacterMap; traditional: CharacterMap; taiwan: CharacterMap; hongKong: CharacterMap } | null =
  null

/** Built on the first query in Chinese: ~7,000 entries most instances never need. */
function scriptMaps(): NonNullable<typeof maps> {
  maps ??= {
    simplified: characterMap(toSimplified),
    traditional: characterMap(toTraditional),
    taiwan: characterMap(toTaiwan),
    hongKong: characterMap(toHongKong),
  }
  return maps
}

function convert(text: string, map: CharacterMap): string {
  let converted = ''
  for (const character of text) converted += map.get(character) ?? character
  return converted
}

/** The other spellings of `q` in the Chinese scripts, none equal to `q`; none for a query without Han. */
export function otherHanSpellings(q: string): string[] {
  if (!HAN.test(q)) return []
  const { simplified, traditional, taiwan, hongKong } = scriptMaps()
  const simple = convert(q, simplified)
  const standard = convert(simple, traditional)
  const spellings = new Set([simple, standard, convert(standard, taiwan), convert(standard, hongKong)])
  spellings.delete(q)
  return [...spellings]
}
