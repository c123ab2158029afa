import { describe, expect, it } from 'vitest'
import { correctedQuery } from './search-correction'

describe('correctedQuery', () => {
  it('replaces each corrected word by its spelling as the results write it, the rest as typed', () => {
    expect(correctedQuery(' Piwalet  "for Pioneers" -games ', { piwalet: 'piwallet' }, ['PiWallet'])).toBe(
      'PiWallet  "for Pioneers" -games',
    )
  })

  it('matches the typed word folded (case, accents) and keeps the spelling folded when no result writes it', () => {
    expect(correctedQuery('Cafétera Rápda', { rapda: 'rapida' }, ['Other app'])).toBe('Cafétera rapida')
    expect(correctedQuery('RÁPDA', { rapda: 'rapida' }, ['CaféRápida', 'Rápida'])).toBe('Rápida')
  })

  it('says the spellings alone when no typed word can be matched', () => {
    expect(correctedQuery('pi-walet', { 'pi-walet': 'piwallet' }, [])).toBe('piwallet')
  })
})
