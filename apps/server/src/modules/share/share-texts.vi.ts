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
  pageTitle: (page) => `${page} | Spotlight`,
}
