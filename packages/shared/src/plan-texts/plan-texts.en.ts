import type { PlanCards, PlanWords } from '../domain/plan-texts'

/** English words of every plan (domain/plan-texts.ts): its card, on the public pages. */
export const enPlanCards: PlanCards = {
  STANDARD: {
    name: 'Publish',
    tagline: 'Your article on Spotlight, reviewed and published.',
    features: {
      f1: 'Write an article about your app, web, store or channel',
      f2: 'Add a video and images',
      f3: 'Choose a category',
      f4: 'One-time payment, no subscription',
    },
    firstStep: 'Pay once to publish one article',
  },
  CATEGORY_SLIDER: {
    name: 'Category Slider',
    tagline: 'Your video in the slider of your article’s category.',
    features: {
      f1: '20-second video rotation',
      f2: 'Daily rotating order',
      f3: 'Your article in the Featured section',
      f4: '30-day access with manual renewal',
      f5: 'Limit of 7 slots per category',
    },
  },
  MAIN_SLIDER: {
    name: 'Main Slider',
    tagline: 'Your video in the slider of the home page.',
    features: {
      f1: '20-second video rotation',
      f2: 'Daily rotating order',
      f3: 'Your article in the Featured section',
      f4: '30-day access with manual renewal',
      f5: 'Limit of 7 global slots',
    },
  },
}

/** English words of every plan: the signed-in screens' and the notifications'. */
export const enPlanWords: PlanWords = {
  STANDARD: {
    bought: 'Publication of one article',
    boughtFor: 'Publication of one article: “{{title}}”',
  },
  CATEGORY_SLIDER: {
    activate: 'Activate {{plan}}',
    renew: 'Renew {{plan}}',
    bought: '30 days in the {{plan}} ({{category}}) for “{{title}}”',
  },
  MAIN_SLIDER: {
    activate: 'Activate {{plan}}',
    renew: 'Renew {{plan}}',
    bought: '30 days in the {{plan}} for “{{title}}”',
  },
}
