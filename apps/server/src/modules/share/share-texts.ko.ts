import type { ShareCatalogue } from './share-texts'

export const ko: ShareCatalogue = {
  siteName: 'Spotlight',
  siteKicker: '파이오니어를 위해 만들었습니다',
  homeTitle: 'Spotlight: 글로 만나는 Pi 생태계',
  homeHeading: 'Pi 생태계의 가장 좋은 것을 발견하세요',
  homeDescription: 'Pi 생태계의 앱, 웹사이트, 스토어, 채널에 관한 최신 글, 그리고 Pi로 여러분의 작품을 광고하는 곳.',
  advertiseHeading: '광고하기',
  advertiseDescription:
    '여러분의 앱, 웹사이트, 스토어, 채널을 파이오니어에게 알리세요. 글은 한 번만 게시하고, 매달 슬라이더에서 프로모션하세요.',
  categoryKicker: '카테고리',
  categoryTitle: (name) => `"${name}" 카테고리의 글`,
  categoryDescription: '이 카테고리의 유익한 글을 만나 보세요.',
  makerKicker: '제작자',
  makerDescription: (company) => `Spotlight에 있는 ${company}의 글`,
  byLine: (company, app) => `작성: ${company} · 앱: ${app}`,
  pageTitle: (page) => `${page} | Spotlight`,
}
