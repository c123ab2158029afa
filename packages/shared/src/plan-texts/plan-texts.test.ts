import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '../domain/languages'
import type { PlanWords } from '../domain/plan-texts'
import { PLAN_TYPES, SLIDER_PLAN_TYPES } from '../domain/plans'
import { PLAN_CARDS } from './all'
import { enPlanWords } from './plan-texts.en'
import { esPlanWords } from './plan-texts.es'
import { hiPlanWords } from './plan-texts.hi'
import { idPlanWords } from './plan-texts.id'
import { koPlanWords } from './plan-texts.ko'
import { viPlanWords } from './plan-texts.vi'
import { zhHansPlanWords } from './plan-texts.zh-Hans'
import { zhHantPlanWords } from './plan-texts.zh-Hant'

const WORDS: Record<Language, PlanWords> = {
  en: enPlanWords,
  es: esPlanWords,
  vi: viPlanWords,
  ko: koPlanWords,
  'zh-Hans': zhHansPlanWords,
  'zh-Hant': zhHantPlanWords,
  id: idPlanWords,
  hi: hiPlanWords,
}

describe('the plan texts', () => {
  it('give each plan one name per language, its card’s, which every other text takes as {{plan}}', () => {
    for (const language of LANGUAGES) {
      const names = SLIDER_PLAN_TYPES.map((plan) => PLAN_CARDS[language][plan].name)
      for (const plan of PLAN_TYPES) {
        const texts = Object.entries(WORDS[language][plan])
        // No second spelling of a plan's name (a "Standard plan", a "Slider de categoría") can hide here.
        expect(Object.keys(WORDS[language][plan]), `${language} ${plan}`).not.toContain('notice')
        for (const [key, text] of texts) {
          for (const name of names) expect(text, `${language} ${plan}.${key}`).not.toContain(name)
        }
      }
      for (const plan of SLIDER_PLAN_TYPES) {
        for (const [key, text] of Object.entries(WORDS[language][plan]))
          expect(text, `${language} ${plan}.${key}`).toContain('{{plan}}')
      }
    }
  })
})
