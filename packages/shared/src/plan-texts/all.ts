import type { PlanWordsByLanguage } from '../domain/plan-texts'
import { enPlanWords } from './plan-texts.en'
import { esPlanWords } from './plan-texts.es'
import { viPlanWords } from './plan-texts.vi'
import { koPlanWords } from './plan-texts.ko'
import { zhHansPlanWords } from './plan-texts.zh-Hans'
import { zhHantPlanWords } from './plan-texts.zh-Hant'
import { idPlanWords } from './plan-texts.id'
import { hiPlanWords } from './plan-texts.hi'

/** Every language's plan words, for the server's notifications (a web page imports its own language's). */
export const PLAN_WORDS: PlanWordsByLanguage = {
  en: enPlanWords,
  es: esPlanWords,
  vi: viPlanWords,
  ko: koPlanWords,
  'zh-Hans': zhHansPlanWords,
  'zh-Hant': zhHantPlanWords,
  id: idPlanWords,
  hi: hiPlanWords,
}
