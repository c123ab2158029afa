import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { LANGUAGES } from '@spotlight/shared/domain/languages'
import { PLAN_TYPES, SLIDER_PLAN_TYPES } from '@spotlight/shared/domain/plans'
import { describe, expect, it } from 'vitest'
import { getFixedT } from '#app/lib/i18n'
import { planNameKey } from '#app/lib/labels'
import { slotPlanTextKey } from '#app/lib/plan-texts'

/** GLOSSARY.md's terms table: each row's cells by its English cell. */
function glossaryRows(): Map<string, string[]> {
  const text = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'GLOSSARY.md'), 'utf8')
  const rows = text
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    )
  return new Map(rows.map(([english, ...others]) => [english!, others]))
}

// The glossary's columns after English.
const GLOSSARY_COLUMNS = ['es', 'vi', 'zh-Hans', 'zh-Hant', 'ko', 'id', 'hi'] as const

describe('the plans’ names', () => {
  it('are one per plan and language: the glossary’s, which My Articles’ links say as written', () => {
    const rows = glossaryRows()
    expect([...rows.keys()].filter((term) => /^standard plan/i.test(term))).toEqual([])
    const en = getFixedT('en')
    for (const plan of PLAN_TYPES) {
      const row = [...rows].find(([term]) => term.startsWith(en(planNameKey(plan))))
      expect(row, plan).toBeDefined()
      GLOSSARY_COLUMNS.forEach((language, column) =>
        expect(getFixedT(language)(planNameKey(plan)), `${language} ${plan}`).toBe(row![1][column]),
      )
    }
    for (const language of LANGUAGES) {
      const t = getFixedT(language)
      for (const plan of SLIDER_PLAN_TYPES) {
        const name = t(planNameKey(plan))
        for (const text of ['activate', 'renew'] as const)
          expect(t(slotPlanTextKey(plan, text), { plan: name }), `${language} ${plan} ${text}`).toContain(name)
      }
    }
    // The spec's English links.
    expect(en(slotPlanTextKey('MAIN_SLIDER', 'activate'), { plan: en(planNameKey('MAIN_SLIDER')) })).toBe(
      'Activate Main Slider',
    )
    expect(getFixedT('es')(slotPlanTextKey('CATEGORY_SLIDER', 'activate'), { plan: 'Carrusel de categoría' })).toBe(
      'Activar Carrusel de categoría',
    )
  })
})
