import type { PlanCards, PlanWords } from '../domain/plan-texts'

/** Traditional Chinese words of every plan (domain/plan-texts.ts): its card, on the public pages. */
export const zhHantPlanCards: PlanCards = {
  STANDARD: {
    name: '發布',
    tagline: '你的文章登上 Spotlight，經審核後發布。',
    features: {
      f1: '撰寫一篇介紹你的應用程式、網站、商店或頻道的文章',
      f2: '新增影片和圖片',
      f3: '選擇分類',
      f4: '一次性付款，無需訂閱',
    },
    firstStep: '一次付款，發布一篇文章',
  },
  CATEGORY_SLIDER: {
    name: '分類輪播',
    tagline: '你的影片出現在文章所屬分類的輪播中。',
    features: {
      f1: '影片輪播 20 秒',
      f2: '每日輪換順序',
      f3: '你的文章進入精選欄目',
      f4: '有效期 30 天，需手動續期',
      f5: '每個分類限 7 個名額',
    },
  },
  MAIN_SLIDER: {
    name: '首頁輪播',
    tagline: '你的影片出現在首頁的輪播中。',
    features: {
      f1: '影片輪播 20 秒',
      f2: '每日輪換順序',
      f3: '你的文章進入精選欄目',
      f4: '有效期 30 天，需手動續期',
      f5: '全站限 7 個名額',
    },
  },
}

/** Traditional Chinese words of every plan: the signed-in screens' and the notifications'. */
export const zhHantPlanWords: PlanWords = {
  STANDARD: {
    bought: '發布一篇文章',
    boughtFor: '發布一篇文章：「{{title}}」',
  },
  CATEGORY_SLIDER: {
    activate: '開通{{plan}}',
    renew: '續期{{plan}}',
    bought: '「{{title}}」在{{plan}}（{{category}}）中展示 30 天',
  },
  MAIN_SLIDER: {
    activate: '開通{{plan}}',
    renew: '續期{{plan}}',
    bought: '「{{title}}」在{{plan}}中展示 30 天',
  },
}
