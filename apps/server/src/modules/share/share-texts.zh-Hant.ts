import type { ShareCatalogue } from './share-texts'

export const zhHant: ShareCatalogue = {
  siteName: 'Spotlight',
  siteKicker: '為先鋒打造',
  homeTitle: 'Spotlight：用文章看懂 Pi 生態',
  homeHeading: '發現 Pi 生態中的精彩',
  homeDescription: '關於 Pi 生態中應用程式、網站、商店和頻道的最新文章，你也可以在這裡用 Pi 推廣自己的作品。',
  advertiseHeading: '在這裡做推廣',
  advertiseDescription: '讓先鋒們看到你的應用程式、網站、商店或頻道。只需發布一次文章，之後每月都可以在輪播中推廣它。',
  categoryKicker: '分類',
  categoryTitle: (name) => `「${name}」中的文章`,
  categoryDescription: '發現這個分類中有見地的文章。',
  makerKicker: '創作者',
  makerDescription: (company) => `${company} 在 Spotlight 上的文章`,
  byLine: (company, app) => `作者：${company} · 應用程式：${app}`,
  pageTitle: (page) => `${page} | Spotlight`,
}
