import type { LegalText } from './legal-text.en'

/** The legal pages' text, Indonesian (a translation: the English text prevails, as the page says). */
export const legalTextId: LegalText = {
  privacy: {
    /** The page's meta description. */
    description: 'Cara Spotlight mengumpulkan, memakai, dan melindungi data pribadi Anda, serta hak-hak Anda.',
    intro:
      'Kebijakan ini menjelaskan data pribadi apa yang dikumpulkan Spotlight saat Anda mengunjungi situs, masuk dengan Pi, menerbitkan artikel, atau menulis kepada kami, mengapa kami memakainya, dan hak apa saja yang Anda miliki.',
    s1Title: '1. Siapa yang bertanggung jawab atas data Anda',
    s1Body:
      'Spotlight (situs web ini) bertanggung jawab atas data pribadi yang dijelaskan dalam kebijakan ini. Untuk pertanyaan apa pun tentang data Anda atau kebijakan ini, tulis kepada kami melalui formulir di halaman Kontak; kami akan membalas lewat email.',
    s2Title: '2. Masuk dengan Pi Network',
    s2Body:
      'Anda hanya masuk melalui dompet Pi Network (Pi Browser). Pi Network membagikan kepada kami nama pengguna Pi Anda dan sebuah pengenal pengguna, serta memungkinkan Anda melakukan pembayaran. Kami tidak meminta, dan tidak menyimpan, nama asli, usia, atau dokumen identitas apa pun milik Anda.\n\nKami menyimpan token sesi selama Anda tetap masuk (secara bawaan satu jam), agar situs dapat mengenali Anda antarhalaman.',
    s3Title: '3. Data yang kami kumpulkan',
    s3Body:
      'Formulir kontak: nama, alamat email, dan pesan Anda.\n\nArtikel: apa yang Anda tulis dan unggah saat menerbitkan, seperti judul, deskripsi, teks, tautan, gambar, dan video, beserta nama pengguna Pi Anda dan pembayaran yang terkait dengan paket Anda.\n\nData teknis: melalui layanan analitik kami mengumpulkan data tentang kunjungan Anda, seperti halaman yang dilihat, jenis perangkat dan browser, perkiraan lokasi dari alamat IP, dan waktu kunjungan.',
    s4Title: '4. Mengapa kami memakainya',
    s4Body:
      'Kami memakai data Anda untuk menjalankan situs dan akun Anda; meninjau, menerbitkan, dan mempromosikan artikel Anda; memproses pembayaran Pi Anda dan paket yang diaktifkannya; membalas pesan Anda; menjaga keamanan layanan dan mencegah penyalahgunaan; serta memahami cara situs digunakan agar dapat kami tingkatkan.',
    s5Title: '5. Dasar hukum',
    s5Body:
      'Kami memproses data Anda berdasarkan persetujuan Anda (misalnya saat Anda menerima cookie atau mengirim pesan kepada kami, yang dapat Anda tarik kapan saja) dan kepentingan sah kami dalam menjalankan, mengamankan, dan meningkatkan layanan serta menyediakan apa yang Anda minta saat menerbitkan atau membayar.',
    s6Title: '6. Siapa yang menerima data Anda',
    s6Body:
      'Kami tidak menjual data Anda. Kami hanya membagikannya kepada penyedia yang kami perlukan untuk menjalankan layanan: layanan analitik (statistik kunjungan), layanan pengelolaan media (penyimpanan dan pengiriman gambar serta video artikel), dan penyedia hosting kami (server dan basis data). Pi Network memproses proses masuk dan pembayaran berdasarkan kebijakan privasinya sendiri.',
    s7Title: '7. Berapa lama kami menyimpannya',
    s7Body:
      'Pesan kontak disimpan selama diperlukan untuk membalasnya dan paling lama satu tahun setelahnya. Artikel dan medianya disimpan selama diterbitkan atau selama akun Anda memakainya, dan dihapus saat Anda menghapus artikel. Catatan pembayaran disimpan selama diwajibkan hukum. Data analitik disimpan dalam bentuk agregat.',
    s8Title: '8. Hak Anda',
    s8Body:
      'Anda dapat meminta akses ke data Anda, perbaikan atau penghapusannya, menolak pemrosesannya, dan meminta salinan dalam format portabel. Kirim permintaan Anda melalui formulir kontak; kami akan menjawab dalam satu bulan. Anda juga dapat mengadu kepada otoritas perlindungan data Anda.',
    s9Title: '9. Cookie',
    s9Body:
      'Situs ini memakai cookie teknis, yang diperlukan agar situs berjalan, dan cookie analitik, yang hanya dipakai setelah Anda menerimanya di banner cookie. Kebijakan Cookie kami menjelaskan cookie apa saja yang kami pakai dan cara menolak atau menghapusnya.',
    s10Title: '10. Perubahan kebijakan ini',
    s10Body:
      'Kami dapat memperbarui kebijakan ini bila layanan atau hukum berubah. Tanggal di bagian atas halaman menunjukkan versi terbaru; bila ada perubahan penting, kami juga mengumumkannya di situs.',
  },
  cookies: {
    /** The page's meta description. */
    description: 'Cookie apa saja yang dipakai Spotlight dan cara mengelolanya di browser Anda.',
    intro:
      'Cookie adalah berkas kecil yang disimpan situs web di browser Anda. Kebijakan ini menjelaskan cookie mana yang dipakai Spotlight dan cara Anda mengendalikannya.',
    technicalTitle: 'Cookie teknis',
    technicalBody:
      'Cookie ini diperlukan agar situs berjalan dan tidak dapat dimatikan di sistem kami: cookie ini mengingat bahasa Anda, pilihan cookie Anda (disimpan sebagai cookie_consent), dan, saat Anda masuk, sesi Anda. Cookie ini tidak berisi data untuk melacak Anda di situs lain.',
    analyticsTitle: 'Cookie analitik',
    analyticsBody:
      'Dengan persetujuan Anda, layanan analitik memasang cookie yang memberi tahu kami cara pengunjung memakai situs: halaman yang dilihat, lama kunjungan, jenis perangkat dan browser. Datanya diagregasi dan membantu kami meningkatkan situs. Cookie ini hanya dipasang setelah Anda memilih Terima di banner cookie.',
    thirdPartyTitle: 'Cookie pihak ketiga',
    thirdPartyBody:
      'Sebagian konten berasal dari layanan lain, yang dapat memasang cookie sendiri berdasarkan kebijakan mereka: Pi Network SDK untuk masuk dan membayar, layanan media yang mengirimkan gambar dan video, dan pemutar video yang disematkan di artikel.',
    browserTitle: 'Cara mengelola cookie di browser Anda',
    browserBody:
      'Anda dapat memblokir atau menghapus cookie kapan saja di pengaturan browser. Memblokir cookie teknis dapat membuat sebagian situs tidak berfungsi. Petunjuk untuk browser yang paling umum:',
  },
  terms: {
    /** The page's meta description. */
    description: 'Aturan memakai Spotlight, menerbitkan artikel, dan membayar paket dengan Pi.',
    intro:
      'Ketentuan ini mengatur penggunaan Spotlight, situs yang menerbitkan artikel tentang aplikasi, situs web, toko, dan kanal di ekosistem Pi, dengan paket penerbitan dan promosi berbayar.',
    s1Title: '1. Penerimaan ketentuan',
    s1Body:
      'Dengan memakai situs, masuk, atau membayar paket, Anda menerima ketentuan ini. Jika Anda tidak setuju, jangan gunakan layanan ini.',
    s2Title: '2. Layanan',
    s2Body:
      'Spotlight memungkinkan pengunjung membaca artikel, dan memungkinkan pengiklan membayar dengan Pi untuk menerbitkan artikel (paket Terbitkan, pembayaran sekali) serta mempromosikan artikel terbit di slider halaman beranda (Slider Utama) atau di slider kategori (Slider Kategori). Artikel yang dipromosikan juga muncul di bagian Unggulan.',
    s3Title: '3. Menerbitkan konten',
    s3Body:
      'Setelah membayar, Anda dapat membuat dan mengirim artikel. Semua konten ditinjau sebelum terbit. Artikel yang ditolak tidak diterbitkan; Anda menerima alasan penolakannya dan dapat mengedit lalu mengirim artikel lagi. Kami dapat menghapus konten yang melanggar ketentuan ini atau hukum.',
    s4Title: '4. Tanggung jawab Anda',
    s4Body:
      'Anda bertanggung jawab atas apa yang Anda terbitkan: konten harus akurat, sah, dan memang hak Anda untuk diterbitkan, tidak boleh menyesatkan, menyinggung, atau merugikan, serta tidak boleh berisi malware atau tautan penipuan. Anda menjaga keamanan akun Pi Anda dan bertanggung jawab atas apa yang dilakukan dengannya.',
    s5Title: '5. Kekayaan intelektual',
    s5Body:
      'Anda tetap memegang hak atas konten Anda dan memberi Spotlight lisensi noneksklusif, berlaku di seluruh dunia, dan gratis untuk menyimpan, menampilkan, dan mempromosikannya di situs selama konten tersebut diterbitkan. Desain, merek, dan kode Spotlight adalah milik kami.',
    s6Title: '6. Pembayaran',
    s6Body:
      'Harga ditampilkan dalam Pi di halaman Beriklan dan dibayar melalui Pi Network. Pembayaran tidak dapat dikembalikan, meskipun artikel Anda ditolak. Setelah membayar, Anda dapat membuat dan mengirim artikel. Konten promosi dapat berakhir setelah 30 hari kecuali diperpanjang; perpanjangan dilakukan secara manual.',
    s7Title: '7. Pembatalan',
    s7Body:
      'Anda dapat berhenti memakai layanan dan menghapus artikel Anda kapan saja. Anda dapat membatalkan promosi, yang kemudian berakhir tanpa pengembalian dana untuk hari yang tersisa. Kami dapat menangguhkan akun yang melanggar ketentuan ini.',
    s8Title: '8. Batasan tanggung jawab',
    s8Body:
      'Layanan disediakan apa adanya. Sejauh diizinkan hukum, kami tidak menjamin layanan selalu tersedia atau bebas kesalahan, dan kami tidak bertanggung jawab atas aplikasi, situs web, toko, dan kanal yang diiklankan, maupun atas kerugian akibat penggunaan situs atau Pi Network.',
    s9Title: '9. Hukum yang berlaku',
    s9Body:
      'Ketentuan ini diatur oleh hukum negara tempat Spotlight dioperasikan. Setiap sengketa akan dibawa ke pengadilan yang berwenang di negara tersebut, tanpa mengurangi hak konsumen berdasarkan hukum negara tempat tinggalnya.',
  },
  /** Above a translated legal page only (never on the English one). */
  notice: {
    englishPrevails:
      'Halaman ini adalah terjemahan. Jika berbeda dengan teks bahasa Inggris, teks bahasa Inggris yang berlaku.',
  },
}
