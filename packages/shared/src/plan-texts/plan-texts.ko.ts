import type { PlanCards, PlanWords } from '../domain/plan-texts'

/** Korean words of every plan (domain/plan-texts.ts): its card, on the public pages. */
export const koPlanCards: PlanCards = {
  STANDARD: {
    name: '게시',
    tagline: '검토를 거쳐 Spotlight에 게시되는 여러분의 글.',
    features: {
      f1: '앱, 웹사이트, 스토어, 채널에 관한 글 작성',
      f2: '동영상과 이미지 추가',
      f3: '카테고리 선택',
      f4: '일회성 결제, 구독 없음',
    },
    firstStep: '한 번 결제하고 글 하나를 게시하세요',
  },
  CATEGORY_SLIDER: {
    name: '카테고리 슬라이더',
    tagline: '글이 속한 카테고리의 슬라이더에 여러분의 동영상이 나옵니다.',
    features: {
      f1: '20초 동영상 순환 노출',
      f2: '매일 바뀌는 노출 순서',
      f3: '추천 섹션에 글 노출',
      f4: '30일 이용, 수동 갱신',
      f5: '카테고리당 7자리 한정',
    },
  },
  MAIN_SLIDER: {
    name: '메인 슬라이더',
    tagline: '홈페이지 슬라이더에 여러분의 동영상이 나옵니다.',
    features: {
      f1: '20초 동영상 순환 노출',
      f2: '매일 바뀌는 노출 순서',
      f3: '추천 섹션에 글 노출',
      f4: '30일 이용, 수동 갱신',
      f5: '전체 7자리 한정',
    },
  },
}

/** Korean words of every plan: the signed-in screens' and the notifications'. */
export const koPlanWords: PlanWords = {
  STANDARD: {
    bought: '글 1개 게시',
    boughtFor: '글 1개 게시: “{{title}}”',
  },
  CATEGORY_SLIDER: {
    activate: '{{plan}} 활성화',
    renew: '{{plan}} 갱신',
    bought: '“{{title}}” {{plan}}({{category}}) 30일',
  },
  MAIN_SLIDER: {
    activate: '{{plan}} 활성화',
    renew: '{{plan}} 갱신',
    bought: '“{{title}}” {{plan}} 30일',
  },
}
