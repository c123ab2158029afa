import { describe, expect, it } from 'vitest'
import { otherHanSpellings } from './han-scripts'

describe('otherHanSpellings', () => {
  it.each([
    ['应用', ['應用']],
    ['應用', ['应用']],
    // Taiwan and Hong Kong write some characters otherwise than the standard Traditional (爲, 臺).
    ['为先锋', ['爲先鋒', '為先鋒']],
    ['台湾 app', ['臺灣 app', '台灣 app']],
    ['wallet', []],
    ['지갑', []],
  ])('%s', (q, spellings) => {
    expect(otherHanSpellings(q)).toEqual(spellings)
  })
})
