import type { NotificationCatalogue } from './notification-texts'

const quoted = (text: string) => `“${text}”`

const REASONS: Record<string, string> = {
  SCAM: 'lừa đảo hoặc giả mạo',
  BROKEN: 'ứng dụng hoặc liên kết bị hỏng',
  MISLEADING: 'gây hiểu lầm',
  WRONG_CATEGORY: 'sai danh mục',
  OFFENSIVE: 'xúc phạm',
  OTHER: 'lý do khác',
}
const OUTCOMES: Record<string, string> = {
  DISMISS: 'quản trị viên không thấy điều gì cần xử lý.',
  UNPUBLISH: 'bài viết đã bị gỡ.',
  HIDE_REVIEW: 'đánh giá đã bị ẩn.',
  SUSPEND_MAKER: 'nhà sáng tạo của nó đã bị đình chỉ.',
}

/** Vietnamese notification texts (terms as in the web's GLOSSARY.md). */
export const vi: NotificationCatalogue = {
  texts: {
    ARTICLE_APPROVED: (p) => ({ title: 'Bài viết đã được duyệt', body: `${quoted(p.articleTitle)} đã được đăng.` }),
    ARTICLE_REJECTED: (p) => ({
      title: 'Bài viết bị từ chối',
      body: `${quoted(p.articleTitle)} đã bị từ chối: ${p.reason}`,
    }),
    PAYMENT_COMPLETED: (p) => ({
      title: 'Thanh toán hoàn tất',
      body: `Khoản thanh toán ${p.amount} Pi của bạn (${p.planType}) đã hoàn tất.`,
    }),
    PROMOTION_STARTED: (p) =>
      p.renewed
        ? {
            title: 'Đã gia hạn quảng bá',
            body: `${quoted(p.articleTitle)} tiếp tục ở ${p.planType} đến ngày ${p.expiresAt}.`,
          }
        : {
            title: 'Đã bắt đầu quảng bá',
            body: `${quoted(p.articleTitle)} có mặt trên ${p.planType} đến ngày ${p.expiresAt}.`,
          },
    PROMOTION_ENDING: (p) => ({
      title: 'Chương trình quảng bá của bạn kết thúc sau 3 ngày',
      body: `${quoted(p.articleTitle)} sẽ rời ${p.planType} vào ngày ${p.expiresAt}.`,
    }),
    PROMOTION_ENDED: (p) => ({
      title: 'Chương trình quảng bá đã kết thúc',
      body: `${quoted(p.articleTitle)}: ${
        p.impressions && p.clicks && p.ctr
          ? `${p.impressions} lượt hiển thị, ${p.clicks} lượt nhấp, CTR ${p.ctr}.`
          : 'Không có số liệu nào được ghi nhận.'
      }`,
    }),
    SLOT_HELD: (p) => ({
      title: 'Một vị trí đang được giữ cho bạn',
      body: `Một vị trí trên ${p.planType}${p.categorySlug ? ` (${p.categoryName || p.categorySlug})` : ''} là của bạn đến ${p.heldUntil}.`,
    }),
    REVIEW_NEEDED: (p) => ({ title: 'Bài viết cần duyệt', body: `${p.author} đã gửi ${quoted(p.articleTitle)}.` }),
    CONTACT_MESSAGE: (p) => ({ title: 'Tin nhắn liên hệ mới', body: `Từ ${p.name}.` }),
    REVIEW_RECEIVED: (p) => ({
      title: 'Đánh giá mới',
      body: `${p.reviewer} đã xếp hạng ${quoted(p.articleTitle)} ${p.stars} trên 5.`,
    }),
    REVIEW_REPLIED: (p) => ({
      title: 'Phản hồi cho đánh giá của bạn',
      body: `${p.company} đã phản hồi đánh giá của bạn về ${quoted(p.articleTitle)}.`,
    }),
    REVIEW_HIDDEN: (p) => ({
      title: p.what === 'REPLY' ? 'Phản hồi của bạn đã bị ẩn' : 'Đánh giá của bạn đã bị ẩn',
      body: `${quoted(p.articleTitle)}: ${p.reason}`,
    }),
    FOLLOWED_NEWS: (p) =>
      p.count === '1'
        ? { title: `Mới từ ${p.source}`, body: `${quoted(p.articleTitle)} đã có trên Spotlight.` }
        : {
            title: `${p.count} bài viết mới từ những gì bạn theo dõi`,
            body: `Mới nhất: ${quoted(p.articleTitle)} từ ${p.source}.`,
          },
    REPORT_RECEIVED: (p) => ({
      title: 'Báo cáo mới',
      body: `${quoted(p.title)} đã bị báo cáo: ${REASONS[p.reasonCode] ?? p.reasonCode}.`,
    }),
    REPORT_RESOLVED: (p) => ({
      title: 'Báo cáo của bạn đã được xem xét',
      body: `${quoted(p.title)}: ${OUTCOMES[p.outcome] ?? p.outcome} Cảm ơn bạn đã báo cáo.`,
    }),
    ARTICLE_HIDDEN: (p) => ({
      title: 'Bài viết bị ẩn chờ xem xét',
      body: `${quoted(p.articleTitle)} đã bị nhiều tài khoản lâu năm báo cáo là lừa đảo và sẽ bị ẩn cho đến khi quản trị viên xem xét.`,
    }),
    ARTICLE_UNPUBLISHED: (p) => ({
      title: 'Bài viết đã bị gỡ',
      body: `${quoted(p.articleTitle)} đã bị gỡ sau các báo cáo: ${p.reason} Mọi chương trình quảng bá đang chạy của bài viết đã dừng; khoản thanh toán không được hoàn lại, như điều khoản đã nêu.`,
    }),
    ACCOUNT_SUSPENDED: (p) => ({
      title: 'Tài khoản bị đình chỉ',
      body: `Tài khoản của bạn đang bị đình chỉ: ${p.reason} Bài viết của bạn bị gỡ khỏi các trang công khai và mọi chương trình quảng bá đang chạy của chúng đã dừng; khoản thanh toán không được hoàn lại, như điều khoản đã nêu. Bạn vẫn có thể đăng nhập và xem biên nhận của mình.`,
    }),
    ACCOUNT_RESTORED: () => ({
      title: 'Đã gỡ bỏ đình chỉ',
      body: 'Tài khoản của bạn đã trở lại trạng thái bình thường.',
    }),
    VERIFICATION_LAPSED: (p) => ({
      title: 'Xác minh đã hết hiệu lực',
      body: `Spotlight không tìm thấy mã xác minh của bạn tại ${p.host} hai lần liên tiếp, nên huy hiệu đã xác minh bị gỡ. Hãy đăng lại mã và chạy kiểm tra.`,
    }),
  },
}
