import type { ShareCatalogue } from './share-texts'

export const id: ShareCatalogue = {
  siteName: 'Spotlight',
  siteKicker: 'Dibuat untuk para Pioneer',
  homeTitle: 'Spotlight: ekosistem Pi dalam artikel',
  homeHeading: 'Temukan yang terbaik dari ekosistem Pi',
  homeDescription:
    'Artikel terbaru tentang aplikasi, situs web, toko, dan kanal di ekosistem Pi, serta tempat untuk mengiklankan karya Anda dengan Pi.',
  advertiseHeading: 'Beriklan di Sini',
  advertiseDescription:
    'Tampilkan aplikasi, situs web, toko, atau kanal Anda di hadapan para Pioneer. Terbitkan artikel sekali, lalu promosikan di slider setiap bulan.',
  categoryKicker: 'Kategori',
  categoryTitle: (name) => `Artikel di "${name}"`,
  categoryDescription: 'Temukan artikel bermanfaat di kategori ini.',
  makerKicker: 'Kreator',
  makerDescription: (company) => `Artikel dari ${company} di Spotlight`,
  byLine: (company, app) => `Oleh ${company} · Aplikasi: ${app}`,
  pageTitle: (page) => `${page} | Spotlight`,
}
