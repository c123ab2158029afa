import type { ShareCatalogue } from './share-texts'

export const vi: ShareCatalogue = {
  siteName: 'Spotlight',
  siteKicker: 'Dành cho Pioneer',
  homeTitle: 'Spotlight: hệ sinh thái Pi qua từng bài viết',
  homeHeading: 'Khám phá những gì hay nhất của hệ sinh thái Pi',
  homeDescription:
    'Những bài viết mới nhất về ứng dụng, trang web, cửa hàng và kênh trong hệ sinh thái Pi, và nơi quảng cáo sản phẩm của bạn bằng Pi.',
  advertiseHeading: 'Quảng cáo với chúng tôi',
  advertiseDescription:
    'Đưa ứng dụng, trang web, cửa hàng hay kênh của bạn đến với các Pioneer. Đăng bài viết một lần, rồi quảng bá nó trên băng chuyền mỗi tháng.',
  categoryKicker: 'Danh mục',
  categoryTitle: (name) => `Bài viết trong "${name}"`,
  categoryDescription: 'Khám phá những bài viết sâu sắc trong danh mục này.',
  makerKicker: 'Nhà sáng tạo',
  makerDescription: (company) => `Bài viết của ${company} trên Spotlight`,
  byLine: (company, app) => `Của ${company} · Ứng dụng: ${app}`,
  // The other public pages' titles and descriptions, as their pages say them (PiNet previews).
  featuredTitle: 'Bài viết nổi bật',
  featuredDescription: 'Những bài viết được nhà quảng cáo quảng bá trên các băng chuyền.',
  contactTitle: 'Liên hệ với chúng tôi',
  contactDescription: 'Câu hỏi, hợp tác hay góp ý: hãy viết cho chúng tôi, chúng tôi sẽ trả lời qua email.',
  howItWorksTitle: 'Spotlight hoạt động như thế nào',
  howItWorksDescription:
    'Cách bài viết được duyệt, cách quảng bá được bán và gắn nhãn, cách tính xếp hạng, ý nghĩa của “Đã xác minh” và cách xử lý báo cáo.',
  privacyTitle: 'Chính sách quyền riêng tư',
  privacyDescription: 'Cách Spotlight thu thập, sử dụng và bảo vệ dữ liệu cá nhân của bạn, và các quyền của bạn.',
  cookieTitle: 'Chính sách cookie',
  cookieDescription: 'Spotlight dùng những cookie nào và cách quản lý chúng trong trình duyệt của bạn.',
  termsTitle: 'Điều khoản dịch vụ',
  termsDescription: 'Quy định khi dùng Spotlight, đăng bài viết và thanh toán gói dịch vụ bằng Pi.',
  pageTitle: (page) => `${page} | Spotlight`,
}
