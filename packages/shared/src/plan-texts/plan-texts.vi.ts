import type { PlanCards, PlanWords } from '../domain/plan-texts'

/** Vietnamese words of every plan (domain/plan-texts.ts): its card, on the public pages. */
export const viPlanCards: PlanCards = {
  STANDARD: {
    name: 'Đăng bài',
    tagline: 'Bài viết của bạn trên Spotlight, được duyệt và đăng.',
    features: {
      f1: 'Viết bài về ứng dụng, trang web, cửa hàng hay kênh của bạn',
      f2: 'Thêm video và hình ảnh',
      f3: 'Chọn danh mục',
      f4: 'Thanh toán một lần, không đăng ký định kỳ',
    },
    firstStep: 'Thanh toán một lần để đăng một bài viết',
  },
  CATEGORY_SLIDER: {
    name: 'Băng chuyền danh mục',
    tagline: 'Video của bạn trên băng chuyền của danh mục chứa bài viết.',
    features: {
      f1: 'Video xoay vòng 20 giây',
      f2: 'Thứ tự xoay vòng thay đổi mỗi ngày',
      f3: 'Bài viết của bạn trong mục Nổi bật',
      f4: 'Hiệu lực 30 ngày, gia hạn thủ công',
      f5: 'Tối đa 7 vị trí mỗi danh mục',
    },
  },
  MAIN_SLIDER: {
    name: 'Băng chuyền chính',
    tagline: 'Video của bạn trên băng chuyền của trang chủ.',
    features: {
      f1: 'Video xoay vòng 20 giây',
      f2: 'Thứ tự xoay vòng thay đổi mỗi ngày',
      f3: 'Bài viết của bạn trong mục Nổi bật',
      f4: 'Hiệu lực 30 ngày, gia hạn thủ công',
      f5: 'Tối đa 7 vị trí toàn trang',
    },
  },
}

/** Vietnamese words of every plan: the signed-in screens' and the notifications'. */
export const viPlanWords: PlanWords = {
  STANDARD: {
    bought: 'Đăng một bài viết',
    boughtFor: 'Đăng một bài viết: “{{title}}”',
  },
  CATEGORY_SLIDER: {
    activate: 'Kích hoạt {{plan}}',
    renew: 'Gia hạn {{plan}}',
    bought: '30 ngày trên {{plan}} ({{category}}) cho “{{title}}”',
  },
  MAIN_SLIDER: {
    activate: 'Kích hoạt {{plan}}',
    renew: 'Gia hạn {{plan}}',
    bought: '30 ngày trên {{plan}} cho “{{title}}”',
  },
}
