import type { Language } from '@spotlight/shared/domain/languages'

export type PwaCatalogue = {
  name: string
  shortName: string
  description: string
  offlineTitle: string
  offlineBody: string
  retry: string
}

/** The installed app's words and the offline page's, one entry per language of the registry. */
export const PWA_TEXTS: Record<Language, PwaCatalogue> = {
  en: {
    name: 'Spotlight: the Pi ecosystem in articles',
    shortName: 'Spotlight',
    description: 'Articles about apps, webs, stores and channels of the Pi ecosystem.',
    offlineTitle: 'You are offline',
    offlineBody: 'Spotlight needs a connection to show this page. Check your connection and try again.',
    retry: 'Try again',
  },
  es: {
    name: 'Spotlight: el ecosistema Pi en artículos',
    shortName: 'Spotlight',
    description: 'Artículos sobre apps, webs, tiendas y canales del ecosistema Pi.',
    offlineTitle: 'Estás sin conexión',
    offlineBody: 'Spotlight necesita conexión para mostrar esta página. Comprueba tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
  },
  vi: {
    name: 'Spotlight: hệ sinh thái Pi qua từng bài viết',
    shortName: 'Spotlight',
    description: 'Bài viết về ứng dụng, trang web, cửa hàng và kênh trong hệ sinh thái Pi.',
    offlineTitle: 'Bạn đang ngoại tuyến',
    offlineBody: 'Spotlight cần kết nối mạng để hiển thị trang này. Hãy kiểm tra kết nối và thử lại.',
    retry: 'Thử lại',
  },
  'zh-Hans': {
    name: 'Spotlight：用文章看懂 Pi 生态',
    shortName: 'Spotlight',
    description: '关于 Pi 生态中应用、网站、商店和频道的文章。',
    offlineTitle: '你已离线',
    offlineBody: 'Spotlight 需要网络连接才能显示此页面。请检查网络连接后重试。',
    retry: '重试',
  },
  'zh-Hant': {
    name: 'Spotlight：用文章看懂 Pi 生態',
    shortName: 'Spotlight',
    description: '關於 Pi 生態中應用程式、網站、商店和頻道的文章。',
    offlineTitle: '你目前離線',
    offlineBody: 'Spotlight 需要網路連線才能顯示此頁面。請檢查網路連線後再試一次。',
    retry: '再試一次',
  },
  ko: {
    name: 'Spotlight: 글로 만나는 Pi 생태계',
    shortName: 'Spotlight',
    description: 'Pi 생태계의 앱, 웹사이트, 스토어, 채널에 관한 글.',
    offlineTitle: '오프라인 상태입니다',
    offlineBody: 'Spotlight에서 이 페이지를 보려면 인터넷 연결이 필요합니다. 연결을 확인하고 다시 시도해 주세요.',
    retry: '다시 시도',
  },
  id: {
    name: 'Spotlight: ekosistem Pi dalam artikel',
    shortName: 'Spotlight',
    description: 'Artikel tentang aplikasi, situs web, toko, dan kanal di ekosistem Pi.',
    offlineTitle: 'Anda sedang offline',
    offlineBody: 'Spotlight memerlukan koneksi untuk menampilkan halaman ini. Periksa koneksi Anda lalu coba lagi.',
    retry: 'Coba lagi',
  },
  hi: {
    name: 'Spotlight: लेखों में Pi इकोसिस्टम',
    shortName: 'Spotlight',
    description: 'Pi इकोसिस्टम के ऐप, वेबसाइट, स्टोर और चैनलों के बारे में लेख।',
    offlineTitle: 'आप ऑफ़लाइन हैं',
    offlineBody: 'यह पेज दिखाने के लिए Spotlight को इंटरनेट कनेक्शन चाहिए। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    retry: 'फिर से कोशिश करें',
  },
}

/** Spotlight's violet (Tailwind violet-700), as in the pages' theme-color. */
export const THEME_COLOR = '#6d28d9'
export const BACKGROUND_COLOR = '#f8fafc'
