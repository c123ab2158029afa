import type { NotificationCatalogue } from './notification-texts'

const quoted = (text: string) => `“${text}”`

const REASONS: Record<string, string> = {
  SCAM: 'penipuan atau phishing',
  BROKEN: 'aplikasi atau tautan rusak',
  MISLEADING: 'menyesatkan',
  WRONG_CATEGORY: 'kategori salah',
  OFFENSIVE: 'menyinggung',
  OTHER: 'lainnya',
}
const OUTCOMES: Record<string, string> = {
  DISMISS: 'admin tidak menemukan hal yang perlu ditindak.',
  UNPUBLISH: 'penerbitannya dibatalkan.',
  HIDE_REVIEW: 'ulasannya disembunyikan.',
  SUSPEND_MAKER: 'kreatornya ditangguhkan.',
}

/** Indonesian notification texts (terms as in the web's GLOSSARY.md). */
export const id: NotificationCatalogue = {
  texts: {
    ARTICLE_APPROVED: (p) => ({ title: 'Artikel disetujui', body: `${quoted(p.articleTitle)} sudah terbit.` }),
    ARTICLE_REJECTED: (p) => ({ title: 'Artikel ditolak', body: `${quoted(p.articleTitle)} ditolak: ${p.reason}` }),
    PAYMENT_COMPLETED: (p) => ({
      title: 'Pembayaran selesai',
      body: `Pembayaran ${p.amount} Pi Anda (${p.planType}) sudah selesai.`,
    }),
    PROMOTION_STARTED: (p) =>
      p.renewed
        ? {
            title: 'Promosi diperpanjang',
            body: `${quoted(p.articleTitle)} tetap di ${p.planType} sampai ${p.expiresAt}.`,
          }
        : {
            title: 'Promosi dimulai',
            body: `${quoted(p.articleTitle)} tampil di ${p.planType} sampai ${p.expiresAt}.`,
          },
    PROMOTION_ENDING: (p) => ({
      title: 'Promosi Anda berakhir dalam 3 hari',
      body: `${quoted(p.articleTitle)} keluar dari ${p.planType} pada ${p.expiresAt}.`,
    }),
    PROMOTION_ENDED: (p) => ({
      title: 'Promosi berakhir',
      body: `${quoted(p.articleTitle)}: ${
        p.impressions && p.clicks && p.ctr
          ? `${p.impressions} tayangan, ${p.clicks} klik, CTR ${p.ctr}.`
          : 'Tidak ada statistik yang tercatat.'
      }`,
    }),
    SLOT_HELD: (p) => ({
      title: 'Satu slot disimpan untuk Anda',
      body: `Satu slot ${p.planType}${p.categorySlug ? ` (${p.categoryName || p.categorySlug})` : ''} menjadi milik Anda sampai ${p.heldUntil}.`,
    }),
    REVIEW_NEEDED: (p) => ({
      title: 'Artikel perlu ditinjau',
      body: `${p.author} mengirim ${quoted(p.articleTitle)}.`,
    }),
    CONTACT_MESSAGE: (p) => ({ title: 'Pesan kontak baru', body: `Dari ${p.name}.` }),
    REVIEW_RECEIVED: (p) => ({
      title: 'Ulasan baru',
      body: `${p.reviewer} menilai ${quoted(p.articleTitle)} ${p.stars} dari 5.`,
    }),
    REVIEW_REPLIED: (p) => ({
      title: 'Balasan untuk ulasan Anda',
      body: `${p.company} membalas ulasan Anda tentang ${quoted(p.articleTitle)}.`,
    }),
    REVIEW_HIDDEN: (p) => ({
      title: p.what === 'REPLY' ? 'Balasan Anda disembunyikan' : 'Ulasan Anda disembunyikan',
      body: `${quoted(p.articleTitle)}: ${p.reason}`,
    }),
    FOLLOWED_NEWS: (p) =>
      p.count === '1'
        ? { title: `Baru dari ${p.source}`, body: `${quoted(p.articleTitle)} sudah terbit di Spotlight.` }
        : {
            title: `${p.count} artikel baru dari yang Anda ikuti`,
            body: `Terbaru: ${quoted(p.articleTitle)} dari ${p.source}.`,
          },
    REPORT_RECEIVED: (p) => ({
      title: 'Laporan baru',
      body: `${quoted(p.title)} dilaporkan: ${REASONS[p.reasonCode] ?? p.reasonCode}.`,
    }),
    REPORT_RESOLVED: (p) => ({
      title: 'Laporan Anda telah ditinjau',
      body: `${quoted(p.title)}: ${OUTCOMES[p.outcome] ?? p.outcome} Terima kasih telah melaporkan.`,
    }),
    ARTICLE_HIDDEN: (p) => ({
      title: 'Artikel disembunyikan menunggu tinjauan',
      body: `${quoted(p.articleTitle)} dilaporkan sebagai penipuan oleh beberapa akun lama dan disembunyikan hingga admin meninjaunya.`,
    }),
    ARTICLE_UNPUBLISHED: (p) => ({
      title: 'Penerbitan artikel dibatalkan',
      body: `Penerbitan ${quoted(p.articleTitle)} dibatalkan setelah adanya laporan: ${p.reason} Semua promosi aktifnya telah dihentikan; pembayaran tidak dapat dikembalikan, sesuai ketentuan.`,
    }),
    ACCOUNT_SUSPENDED: (p) => ({
      title: 'Akun ditangguhkan',
      body: `Akun Anda ditangguhkan: ${p.reason} Artikel Anda tidak ada di halaman publik dan semua promosi aktifnya telah dihentikan; pembayaran tidak dapat dikembalikan, sesuai ketentuan. Anda tetap dapat masuk dan membaca tanda terima Anda.`,
    }),
    ACCOUNT_RESTORED: () => ({ title: 'Penangguhan dicabut', body: 'Akun Anda kembali dalam status baik.' }),
    VERIFICATION_LAPSED: (p) => ({
      title: 'Verifikasi berakhir',
      body: `Spotlight tidak menemukan token verifikasi Anda di ${p.host} dua kali berturut-turut, jadi lencana terverifikasi dihapus. Terbitkan token lagi lalu jalankan pemeriksaan.`,
    }),
  },
}
