import type { HowItWorksText } from './how-it-works-text.en'

/** The How it works page's text in Indonesian (same keys and placeholders as the English text). */
export const howItWorksTextId: HowItWorksText = {
  title: 'Cara kerja Spotlight',
  description:
    'Cara artikel ditinjau, cara promosi dijual dan diberi label, cara penilaian dihitung, arti “Terverifikasi”, dan cara laporan ditangani.',
  intro:
    'Aturan yang diikuti Spotlight, dalam kata-kata sederhana. Setiap bagian punya alamatnya sendiri, sehingga Anda bisa menautkannya langsung.',
  review: {
    title: 'Cara artikel ditinjau',
    body: 'Setiap artikel dibaca oleh admin Spotlight sebelum orang lain dapat melihatnya. Kreator menulis artikel di dasbornya lalu mengirimkannya; artikel itu kemudian menunggu dalam status sedang ditinjau dan tersembunyi dari pembaca.\n\nPemeriksaan otomatis mencari kata dan pola yang umum dalam penipuan, lalu menunjukkan temuannya kepada admin. Pemeriksaan ini tidak pernah menerbitkan atau menolak apa pun dengan sendirinya.\n\nAdmin menerbitkan artikel atau menolaknya dengan alasan yang disampaikan kepada kreator. Artikel yang ditolak dapat diperbaiki lalu dikirim lagi. Membayar paket tidak pernah melewati peninjauan, dan promosi hanya dapat dimulai setelah artikel terbit.',
  },
  promotion: {
    title: 'Cara promosi dijual dan ditampilkan',
    body: 'Kreator dapat membayar dengan Pi untuk mempromosikan artikel yang sudah terbit. Promosi menempatkan video artikel di sebuah slider dan artikelnya di bagian Unggulan. Di mana pun tampil, promosi selalu membawa label “Promosi”, dan label itu menautkan ke bagian ini.',
    siteWide:
      '{{plan}}: slider di halaman beranda. {{slots}} slot untuk seluruh situs, {{price}} Pi untuk {{days}} hari.',
    perCategory:
      '{{plan}}: slider di halaman kategori artikel. {{slots}} slot di setiap kategori, {{price}} Pi untuk {{days}} hari.',
    more: 'Sebuah slider tidak pernah memuat artikel yang dipromosikan lebih banyak dari jumlah slotnya. Jika semua slot terisi, kreator dapat masuk daftar tunggu untuk slot berikutnya yang kosong.\n\nUrutan slide berubah setiap hari, sehingga setiap artikel yang dipromosikan mendapat giliran di depan: tidak ada yang bisa membayar untuk selalu berada di urutan pertama. Bagian Unggulan mengikuti urutan harian yang sama.\n\nPromosi berakhir saat harinya habis, kecuali kreator memperpanjangnya. Promosi tidak pernah mengubah cara artikel ditinjau, cara penilaiannya dihitung, atau cara laporan tentangnya ditangani.',
  },
  ratings: {
    title: 'Cara penilaian dihitung',
    body: 'Pembaca yang masuk dengan Pi memberi aplikasi nilai 1 sampai {{max}} bintang, dan boleh menulis ulasan. Setiap akun Pi dihitung sekali per aplikasi: menilai lagi akan menggantikan penilaian sebelumnya. Kreator tidak dapat menilai aplikasinya sendiri.\n\nUlasan pertama sebuah akun, dan setiap ulasan dari akun yang berumur kurang dari {{newAccountHours}} jam, menunggu persetujuan admin sebelum ditampilkan atau dihitung.\n\n“Nilai tertinggi” tidak sekadar mengurutkan menurut rata-rata. Setiap aplikasi dihitung seolah-olah juga memiliki {{priorCount}} penilaian bintang {{priorStars}}, sehingga aplikasi dengan satu penilaian bintang 5 saja tidak mengalahkan aplikasi dengan seratus penilaian rata-rata 4,8. Makin banyak penilaian nyata sebuah aplikasi, makin kecil pengaruh tambahan ini.',
  },
  verified: {
    title: 'Arti “Terverifikasi”',
    body: '“Terverifikasi” di samping sebuah aplikasi hanya berarti satu hal: kreatornya telah membuktikan kepada Spotlight bahwa ia mengendalikan alamat aplikasi, yaitu alamat yang dicantumkan artikel.\n\nIni bukan dukungan, rekomendasi, atau audit dari Spotlight, dan bukan jaminan bahwa aplikasi itu aman, berfungsi seperti yang dijelaskan, atau menjaga Pi Anda tetap aman. Nilailah setiap aplikasi sendiri, dan laporkan apa pun yang tampak tidak beres.',
  },
  reports: {
    title: 'Cara laporan ditangani',
    body: 'Setiap pembaca yang masuk dengan Pi dapat melaporkan artikel atau ulasan dengan memilih salah satu alasan berikut:',
    more: 'Setiap laporan sampai ke admin Spotlight. Seorang admin memeriksa item tersebut dan memutuskan: mengabaikan laporan, membatalkan penerbitan artikel, menyembunyikan ulasan, atau menangguhkan kreator.\n\nJika {{reports}} akun berbeda, masing-masing berumur lebih dari {{accountDays}} hari, melaporkan item yang sama sebagai “{{scam}}”, item itu langsung disembunyikan dari halaman publik sampai admin memutuskan. Laporan dari akun yang lebih baru tetap sampai ke admin, tetapi tidak dihitung untuk aturan ini, sehingga serbuan akun baru tidak bisa menurunkan sebuah artikel. Laporan dari akun yang laporan “{{scam}}”-nya pernah diabaikan admin juga tidak dihitung.\n\nPelapor diberi tahu hasilnya. Penulis diberi tahu keputusan tentang artikelnya, tetapi tidak pernah diberi tahu siapa yang melaporkan.',
  },
}
