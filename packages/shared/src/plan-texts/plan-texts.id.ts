import type { PlanCards, PlanWords } from '../domain/plan-texts'

/** Indonesian words of every plan (domain/plan-texts.ts): its card, on the public pages. */
export const idPlanCards: PlanCards = {
  STANDARD: {
    name: 'Terbitkan',
    tagline: 'Artikel Anda di Spotlight, ditinjau lalu diterbitkan.',
    features: {
      f1: 'Tulis artikel tentang aplikasi, situs web, toko, atau kanal Anda',
      f2: 'Tambahkan video dan gambar',
      f3: 'Pilih kategori',
      f4: 'Pembayaran sekali, tanpa langganan',
    },
    firstStep: 'Bayar sekali untuk menerbitkan satu artikel',
  },
  CATEGORY_SLIDER: {
    name: 'Slider Kategori',
    tagline: 'Video Anda di slider kategori artikel Anda.',
    features: {
      f1: 'Rotasi video 20 detik',
      f2: 'Urutan rotasi berganti setiap hari',
      f3: 'Artikel Anda di bagian Unggulan',
      f4: 'Akses 30 hari dengan perpanjangan manual',
      f5: 'Maksimal 7 slot per kategori',
    },
  },
  MAIN_SLIDER: {
    name: 'Slider Utama',
    tagline: 'Video Anda di slider halaman beranda.',
    features: {
      f1: 'Rotasi video 20 detik',
      f2: 'Urutan rotasi berganti setiap hari',
      f3: 'Artikel Anda di bagian Unggulan',
      f4: 'Akses 30 hari dengan perpanjangan manual',
      f5: 'Maksimal 7 slot untuk seluruh situs',
    },
  },
}

/** Indonesian words of every plan: the signed-in screens' and the notifications'. */
export const idPlanWords: PlanWords = {
  STANDARD: {
    bought: 'Penerbitan satu artikel',
    boughtFor: 'Penerbitan satu artikel: “{{title}}”',
  },
  CATEGORY_SLIDER: {
    activate: 'Aktifkan {{plan}}',
    renew: 'Perpanjang {{plan}}',
    bought: '30 hari di {{plan}} ({{category}}) untuk “{{title}}”',
  },
  MAIN_SLIDER: {
    activate: 'Aktifkan {{plan}}',
    renew: 'Perpanjang {{plan}}',
    bought: '30 hari di {{plan}} untuk “{{title}}”',
  },
}
