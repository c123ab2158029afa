import type { PlanCardsByLanguage } from '../domain/plan-texts'
import { enPlanCards } from './plan-texts.en'
import { esPlanCards } from './plan-texts.es'
import { viPlanCards } from './plan-texts.vi'
import { koPlanCards } from './plan-texts.ko'
import { zhHansPlanCards } from './plan-texts.zh-Hans'
import { zhHantPlanCards } from './plan-texts.zh-Hant'
import { idPlanCards } from './plan-texts.id'
import { hiPlanCards } from './plan-texts.hi'

/**
 * Every language's plan cards, for the server's notifications: a notice names a plan by its card's
 * name, the one name the site gives it (a web page imports its own language's cards).
 */
export const PLAN_CARDS: PlanCardsByLanguage = {
  en: enPlanCards,
  es: esPlanCards,
  vi: viPlanCards,
  ko: koPlanCards,
  'zh-Hans': zhHansPlanCards,
  'zh-Hant': zhHantPlanCards,
  id: idPlanCards,
  hi: hiPlanCards,
}
