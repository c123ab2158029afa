import type { PlanCards, PlanWords } from '../domain/plan-texts'

/** Simplified Chinese words of every plan (domain/plan-texts.ts): its card, on the public pages. */
export const zhHansPlanCards: PlanCards = {
  STANDARD: {
    name: '发布',
    tagline: '你的文章登上 Spotlight，经审核后发布。',
    features: {
      f1: '撰写一篇介绍你的应用、网站、商店或频道的文章',
      f2: '添加视频和图片',
      f3: '选择分类',
      f4: '一次性付款，无需订阅',
    },
    firstStep: '一次付款，发布一篇文章',
  },
  CATEGORY_SLIDER: {
    name: '分类轮播',
    tagline: '你的视频出现在文章所属分类的轮播中。',
    features: {
      f1: '视频轮播 20 秒',
      f2: '每日轮换顺序',
      f3: '你的文章进入精选栏目',
      f4: '有效期 30 天，需手动续期',
      f5: '每个分类限 7 个名额',
    },
  },
  MAIN_SLIDER: {
    name: '首页轮播',
    tagline: '你的视频出现在首页的轮播中。',
    features: {
      f1: '视频轮播 20 秒',
      f2: '每日轮换顺序',
      f3: '你的文章进入精选栏目',
      f4: '有效期 30 天，需手动续期',
      f5: '全站限 7 个名额',
    },
  },
}

/** Simplified Chinese words of every plan: the signed-in screens' and the notifications'. */
export const zhHansPlanWords: PlanWords = {
  STANDARD: {
    bought: '发布一篇文章',
    boughtFor: '发布一篇文章：“{{title}}”',
  },
  CATEGORY_SLIDER: {
    activate: '开通{{plan}}',
    renew: '续期{{plan}}',
    bought: '“{{title}}”在{{plan}}（{{category}}）中展示 30 天',
  },
  MAIN_SLIDER: {
    activate: '开通{{plan}}',
    renew: '续期{{plan}}',
    bought: '“{{title}}”在{{plan}}中展示 30 天',
  },
}
