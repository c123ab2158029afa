// The few words the server itself draws on share cards and answers to PiNet, one catalogue per
// language of the registry (share-texts.<language>.ts). They repeat the web catalogues' wording
// (apps/web/app/locales) for the same pages.
import type { Language } from '@spotlight/shared/domain/languages'
import { en } from './share-texts.en'
import { es } from './share-texts.es'
import { vi } from './share-texts.vi'
import { zhHans } from './share-texts.zh-Hans'
import { zhHant } from './share-texts.zh-Hant'
import { ko } from './share-texts.ko'
import { id } from './share-texts.id'
import { hi } from './share-texts.hi'

export type ShareCatalogue = {
  siteName: string
  siteKicker: string
  homeTitle: string
  homeHeading: string
  homeDescription: string
  advertiseHeading: string
  advertiseDescription: string
  categoryKicker: string
  categoryTitle: (name: string) => string
  categoryDescription: string
  makerKicker: string
  makerDescription: (company: string) => string
  byLine: (company: string, app: string) => string
  featuredTitle: string
  featuredDescription: string
  contactTitle: string
  contactDescription: string
  howItWorksTitle: string
  howItWorksDescription: string
  privacyTitle: string
  privacyDescription: string
  cookieTitle: string
  cookieDescription: string
  termsTitle: string
  termsDescription: string
  pageTitle: (page: string) => string
}

export const SHARE_TEXTS: Record<Language, ShareCatalogue> = {
  en,
  es,
  vi,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
  ko,
  id,
  hi,
}
