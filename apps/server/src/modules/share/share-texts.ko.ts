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
  // The other public pages' titles and descriptions, as their pages say them (PiNet previews).
  featuredTitle: '추천 글',
  featuredDescription: '광고주가 슬라이더에서 프로모션하는 글입니다.',
  contactTitle: '문의하기',
  contactDescription: '질문, 제휴, 의견이 있으면 남겨 주세요. 이메일로 답변드립니다.',
  howItWorksTitle: 'Spotlight 운영 방식',
  howItWorksDescription:
    '글을 검토하는 방법, 프로모션을 판매하고 표시하는 방법, 평점을 계산하는 방법, “인증됨”의 의미와 신고를 처리하는 방법을 안내합니다.',
  privacyTitle: '개인정보 처리방침',
  privacyDescription: 'Spotlight가 개인정보를 수집, 이용, 보호하는 방법과 이용자의 권리.',
  cookieTitle: '쿠키 정책',
  cookieDescription: 'Spotlight가 사용하는 쿠키와 브라우저에서 쿠키를 관리하는 방법.',
  termsTitle: '서비스 약관',
  termsDescription: 'Spotlight 이용, 글 게시, Pi로 플랜을 결제할 때의 규칙.',
  pageTitle: (page) => `${page} | Spotlight`,
}
