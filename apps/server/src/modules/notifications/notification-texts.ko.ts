import type { NotificationCatalogue } from './notification-texts'

const quoted = (text: string) => `“${text}”`

const REASONS: Record<string, string> = {
  SCAM: '사기 또는 피싱',
  BROKEN: '작동하지 않는 앱 또는 링크',
  MISLEADING: '오해의 소지가 있음',
  WRONG_CATEGORY: '잘못된 카테고리',
  OFFENSIVE: '불쾌한 내용',
  OTHER: '기타',
}
const OUTCOMES: Record<string, string> = {
  DISMISS: '관리자가 조치할 사항을 찾지 못했습니다.',
  UNPUBLISH: '글의 게시가 취소되었습니다.',
  HIDE_REVIEW: '리뷰가 숨겨졌습니다.',
  SUSPEND_MAKER: '제작자가 정지되었습니다.',
}

/** Korean notification texts (terms as in the web's GLOSSARY.md). */
export const ko: NotificationCatalogue = {
  texts: {
    ARTICLE_APPROVED: (p) => ({ title: '글이 승인되었습니다', body: `${quoted(p.articleTitle)} 글이 게시되었습니다.` }),
    ARTICLE_REJECTED: (p) => ({
      title: '글이 거절되었습니다',
      body: `${quoted(p.articleTitle)} 글이 거절되었습니다: ${p.reason}`,
    }),
    PAYMENT_COMPLETED: (p) => ({
      title: '결제 완료',
      body: `${p.amount} Pi 결제(${p.planType})가 완료되었습니다.`,
    }),
    PROMOTION_STARTED: (p) =>
      p.renewed
        ? {
            title: '프로모션 갱신',
            body: `${quoted(p.articleTitle)} 글이 ${p.expiresAt}까지 ${p.planType}에 계속 노출됩니다.`,
          }
        : {
            title: '프로모션 시작',
            body: `${quoted(p.articleTitle)} 글이 ${p.expiresAt}까지 ${p.planType}에 노출됩니다.`,
          },
    PROMOTION_ENDING: (p) => ({
      title: '프로모션이 3일 후 종료됩니다',
      body: `${quoted(p.articleTitle)} 글이 ${p.expiresAt}에 ${p.planType}에서 내려갑니다.`,
    }),
    PROMOTION_ENDED: (p) => ({
      title: '프로모션 종료',
      body: `${quoted(p.articleTitle)}: ${
        p.impressions && p.clicks && p.ctr
          ? `노출 ${p.impressions}회, 클릭 ${p.clicks}회, CTR ${p.ctr}.`
          : '기록된 통계가 없습니다.'
      }`,
    }),
    SLOT_HELD: (p) => ({
      title: '자리를 맡아 두었습니다',
      body: `${p.planType}${p.categorySlug ? `(${p.categoryName || p.categorySlug})` : ''} 자리가 ${p.heldUntil}까지 회원님을 위해 확보되어 있습니다.`,
    }),
    REVIEW_NEEDED: (p) => ({
      title: '검토할 글',
      body: `${p.author} 님이 ${quoted(p.articleTitle)} 글을 제출했습니다.`,
    }),
    CONTACT_MESSAGE: (p) => ({ title: '새 문의 메시지', body: `${p.name} 님이 보냈습니다.` }),
    REVIEW_RECEIVED: (p) => ({
      title: '새 리뷰',
      body: `${p.reviewer} 님이 ${quoted(p.articleTitle)} 글에 5점 만점에 ${p.stars}점을 주었습니다.`,
    }),
    REVIEW_REPLIED: (p) => ({
      title: '내 리뷰에 답글이 달렸습니다',
      body: `${p.company}에서 ${quoted(p.articleTitle)} 글에 남긴 리뷰에 답글을 달았습니다.`,
    }),
    REVIEW_HIDDEN: (p) => ({
      title: p.what === 'REPLY' ? '답글이 숨겨졌습니다' : '리뷰가 숨겨졌습니다',
      body: `${quoted(p.articleTitle)}: ${p.reason}`,
    }),
    FOLLOWED_NEWS: (p) =>
      p.count === '1'
        ? { title: `${p.source}의 새 글`, body: `${quoted(p.articleTitle)} 글이 Spotlight에 올라왔습니다.` }
        : {
            title: `팔로우하는 곳의 새 글 ${p.count}개`,
            body: `최신 글: ${p.source}의 ${quoted(p.articleTitle)}.`,
          },
    REPORT_RECEIVED: (p) => ({
      title: '새 신고',
      body: `${quoted(p.title)} 항목이 신고되었습니다: ${REASONS[p.reasonCode] ?? p.reasonCode}.`,
    }),
    REPORT_RESOLVED: (p) => ({
      title: '신고가 검토되었습니다',
      body: `${quoted(p.title)}: ${OUTCOMES[p.outcome] ?? p.outcome} 신고해 주셔서 감사합니다.`,
    }),
    ARTICLE_HIDDEN: (p) => ({
      title: '검토 대기 중 숨겨진 글',
      body: `${quoted(p.articleTitle)} 글이 여러 기존 계정에서 사기로 신고되어 관리자가 검토할 때까지 숨겨집니다.`,
    }),
    ARTICLE_UNPUBLISHED: (p) => ({
      title: '글 게시 취소',
      body: `${quoted(p.articleTitle)} 글이 신고에 따라 게시 취소되었습니다: ${p.reason} 진행 중이던 프로모션은 모두 중단되었으며, 약관에 명시된 대로 결제 금액은 환불되지 않습니다.`,
    }),
    ACCOUNT_SUSPENDED: (p) => ({
      title: '계정 정지',
      body: `계정이 정지되었습니다: ${p.reason} 내 글은 공개 페이지에서 내려갔고 진행 중이던 프로모션은 모두 중단되었으며, 약관에 명시된 대로 결제 금액은 환불되지 않습니다. 로그인과 영수증 확인은 계속 가능합니다.`,
    }),
    ACCOUNT_RESTORED: () => ({ title: '정지 해제', body: '계정이 다시 정상 상태가 되었습니다.' }),
    VERIFICATION_LAPSED: (p) => ({
      title: '인증 만료',
      body: `Spotlight가 ${p.host}에서 인증 토큰을 두 번 연속 찾지 못해 인증 배지가 제거되었습니다. 토큰을 다시 게시하고 확인을 실행하세요.`,
    }),
  },
}
