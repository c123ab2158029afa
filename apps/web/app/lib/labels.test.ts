import { ARTICLE_STATUSES, PLAN_TYPES } from '@spotlight/shared/domain/enums'
import { describe, expect, it } from 'vitest'
import { getFixedT } from './i18n'
import { articleStatusKey, planNameKey } from './labels'

describe('labels', () => {
  it.each([
    [
      'en',
      ['Draft', 'In review', 'Published', 'Rejected', 'Hidden pending review'],
      ['Publish', 'Category Slider', 'Main Slider'],
    ],
    [
      'es',
      ['Borrador', 'En revisión', 'Publicado', 'Rechazado', 'Oculto hasta revisión'],
      ['Publicar', 'Carrusel de categoría', 'Carrusel principal'],
    ],
  ] as const)('name every status and plan in words (%s)', (language, statuses, plans) => {
    const t = getFixedT(language)
    expect(ARTICLE_STATUSES.map((status) => t(articleStatusKey(status)))).toEqual(statuses)
    expect(PLAN_TYPES.map((plan) => t(planNameKey(plan)))).toEqual(plans)
  })
})
