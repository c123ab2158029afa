import type { ShareCatalogue } from './share-texts'

export const zhHans: ShareCatalogue = {
  siteName: 'Spotlight',
  siteKicker: '为先锋打造',
  homeTitle: 'Spotlight：用文章看懂 Pi 生态',
  homeHeading: '发现 Pi 生态中的精彩',
  homeDescription: '关于 Pi 生态中应用、网站、商店和频道的最新文章，你也可以在这里用 Pi 推广自己的作品。',
  advertiseHeading: '在这里做推广',
  advertiseDescription: '让先锋们看到你的应用、网站、商店或频道。只需发布一次文章，之后每月都可以在轮播中推广它。',
  categoryKicker: '分类',
  categoryTitle: (name) => `“${name}”中的文章`,
  categoryDescription: '发现这个分类中有见地的文章。',
  makerKicker: '创作者',
  makerDescription: (company) => `${company} 在 Spotlight 上的文章`,
  byLine: (company, app) => `作者：${company} · 应用：${app}`,
  pageTitle: (page) => `${page} | Spotlight`,
}
