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
  // The other public pages' titles and descriptions, as their pages say them (PiNet previews).
  featuredTitle: 'Artikel Unggulan',
  featuredDescription: 'Artikel yang dipromosikan pengiklan kami di slider.',
  contactTitle: 'Hubungi Kami',
  contactDescription: 'Pertanyaan, kerja sama, atau masukan: tulis kepada kami dan kami akan membalas lewat email.',
  howItWorksTitle: 'Cara kerja Spotlight',
  howItWorksDescription:
    'Cara artikel ditinjau, cara promosi dijual dan diberi label, cara penilaian dihitung, arti “Terverifikasi”, dan cara laporan ditangani.',
  privacyTitle: 'Kebijakan Privasi',
  privacyDescription: 'Cara Spotlight mengumpulkan, memakai, dan melindungi data pribadi Anda, serta hak-hak Anda.',
  cookieTitle: 'Kebijakan Cookie',
  cookieDescription: 'Cookie apa saja yang dipakai Spotlight dan cara mengelolanya di browser Anda.',
  termsTitle: 'Ketentuan Layanan',
  termsDescription: 'Aturan memakai Spotlight, menerbitkan artikel, dan membayar paket dengan Pi.',
  pageTitle: (page) => `${page} | Spotlight`,
}
