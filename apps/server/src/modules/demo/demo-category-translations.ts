// The starting categories' names and descriptions in every language of the registry but English
// (their own columns): the demo gives them to the categories it finds, so a newcomer's site shows
// each reader its categories in the page's language. A `Record` of the registry's translated
// languages: a new language does not typecheck without them.
import type { Language } from '@spotlight/shared/domain/languages'

/** Every language but English, the default, whose words are the categories' own columns. */
export type TranslatedLanguage = Exclude<Language, 'en'>

export type DemoCategorySlug =
  | 'productivity-tools'
  | 'marketplaces'
  | 'social-and-community'
  | 'digital-services'
  | 'learning'
  | 'travel-and-experiences'
  | 'finances'
  | 'health-and-wellness'
  | 'games'
  | 'sin-categoria'

type Texts = Record<DemoCategorySlug, { name: string; description: string }>

export const DEMO_CATEGORY_TRANSLATIONS: Record<TranslatedLanguage, Texts> = {
  es: {
    'productivity-tools': {
      name: 'Herramientas de productividad',
      description: 'Apps que ayudan a los Pioneers a hacer más.',
    },
    marketplaces: { name: 'Mercados', description: 'Tiendas y mercados que aceptan Pi.' },
    'social-and-community': {
      name: 'Social y comunidad',
      description: 'Lugares donde los Pioneers se encuentran y conversan.',
    },
    'digital-services': { name: 'Servicios digitales', description: 'Servicios en línea que se pagan en Pi.' },
    learning: { name: 'Aprendizaje', description: 'Cursos, tutoriales y conocimiento para Pioneers.' },
    'travel-and-experiences': { name: 'Viajes y experiencias', description: 'Viajes, estancias y experiencias.' },
    finances: { name: 'Finanzas', description: 'Billeteras, herramientas y apps financieras del ecosistema.' },
    'health-and-wellness': { name: 'Salud y bienestar', description: 'Salud, forma física y bienestar.' },
    games: { name: 'Juegos', description: 'Juegos para jugar con Pi.' },
    'sin-categoria': { name: 'Sin categoría', description: 'Artículos sin categoría.' },
  },
  vi: {
    'productivity-tools': { name: 'Công cụ năng suất', description: 'Ứng dụng giúp Pioneer làm được nhiều việc hơn.' },
    marketplaces: { name: 'Chợ và cửa hàng', description: 'Cửa hàng và chợ trực tuyến chấp nhận Pi.' },
    'social-and-community': { name: 'Mạng xã hội và cộng đồng', description: 'Nơi các Pioneer gặp gỡ và trò chuyện.' },
    'digital-services': { name: 'Dịch vụ số', description: 'Dịch vụ trực tuyến thanh toán bằng Pi.' },
    learning: { name: 'Học tập', description: 'Khóa học, hướng dẫn và kiến thức dành cho Pioneer.' },
    'travel-and-experiences': { name: 'Du lịch và trải nghiệm', description: 'Chuyến đi, chỗ ở và trải nghiệm.' },
    finances: { name: 'Tài chính', description: 'Ví, công cụ và ứng dụng tài chính của hệ sinh thái.' },
    'health-and-wellness': { name: 'Sức khỏe và an lạc', description: 'Sức khỏe, thể hình và tinh thần khỏe mạnh.' },
    games: { name: 'Trò chơi', description: 'Trò chơi để chơi với Pi.' },
    'sin-categoria': { name: 'Chưa phân loại', description: 'Bài viết chưa có danh mục.' },
  },
  'zh-Hans': {
    'productivity-tools': { name: '效率工具', description: '帮助先锋们提高效率的应用。' },
    marketplaces: { name: '市场与商店', description: '接受 Pi 的商店和市场。' },
    'social-and-community': { name: '社交与社区', description: '先锋们相识和交流的地方。' },
    'digital-services': { name: '数字服务', description: '用 Pi 支付的在线服务。' },
    learning: { name: '学习', description: '面向先锋的课程、教程和知识。' },
    'travel-and-experiences': { name: '旅行与体验', description: '旅行、住宿和体验。' },
    finances: { name: '金融', description: '生态中的钱包、工具和金融应用。' },
    'health-and-wellness': { name: '健康与养生', description: '健康、健身和身心福祉。' },
    games: { name: '游戏', description: '可以用 Pi 玩的游戏。' },
    'sin-categoria': { name: '未分类', description: '没有分类的文章。' },
  },
  'zh-Hant': {
    'productivity-tools': { name: '效率工具', description: '幫助先鋒們提升效率的應用程式。' },
    marketplaces: { name: '市集與商店', description: '接受 Pi 的商店和市集。' },
    'social-and-community': { name: '社群與交流', description: '先鋒們相識和交流的地方。' },
    'digital-services': { name: '數位服務', description: '以 Pi 付款的線上服務。' },
    learning: { name: '學習', description: '給先鋒的課程、教學和知識。' },
    'travel-and-experiences': { name: '旅遊與體驗', description: '旅行、住宿和體驗。' },
    finances: { name: '金融', description: '生態中的錢包、工具和金融應用程式。' },
    'health-and-wellness': { name: '健康與身心', description: '健康、健身和身心福祉。' },
    games: { name: '遊戲', description: '可以用 Pi 玩的遊戲。' },
    'sin-categoria': { name: '未分類', description: '沒有分類的文章。' },
  },
  ko: {
    'productivity-tools': { name: '생산성 도구', description: '파이오니어가 더 많은 일을 해낼 수 있게 돕는 앱.' },
    marketplaces: { name: '마켓플레이스', description: 'Pi를 받는 스토어와 마켓플레이스.' },
    'social-and-community': { name: '소셜과 커뮤니티', description: '파이오니어가 만나고 이야기하는 곳.' },
    'digital-services': { name: '디지털 서비스', description: 'Pi로 결제하는 온라인 서비스.' },
    learning: { name: '학습', description: '파이오니어를 위한 강좌, 튜토리얼, 지식.' },
    'travel-and-experiences': { name: '여행과 체험', description: '여행, 숙박, 체험.' },
    finances: { name: '금융', description: '생태계의 지갑, 도구, 금융 앱.' },
    'health-and-wellness': { name: '건강과 웰빙', description: '건강, 피트니스, 웰빙.' },
    games: { name: '게임', description: 'Pi로 즐기는 게임.' },
    'sin-categoria': { name: '미분류', description: '카테고리가 없는 글.' },
  },
  id: {
    'productivity-tools': {
      name: 'Alat Produktivitas',
      description: 'Aplikasi yang membantu Pioneer menyelesaikan lebih banyak hal.',
    },
    marketplaces: { name: 'Pasar Daring', description: 'Toko dan pasar daring yang menerima Pi.' },
    'social-and-community': { name: 'Sosial & Komunitas', description: 'Tempat para Pioneer bertemu dan berbincang.' },
    'digital-services': { name: 'Layanan Digital', description: 'Layanan daring yang dibayar dengan Pi.' },
    learning: { name: 'Belajar', description: 'Kursus, tutorial, dan pengetahuan untuk Pioneer.' },
    'travel-and-experiences': { name: 'Wisata & Pengalaman', description: 'Perjalanan, penginapan, dan pengalaman.' },
    finances: { name: 'Keuangan', description: 'Dompet, alat, dan aplikasi keuangan di ekosistem.' },
    'health-and-wellness': { name: 'Kesehatan & Kebugaran', description: 'Kesehatan, kebugaran, dan kesejahteraan.' },
    games: { name: 'Permainan', description: 'Permainan untuk dimainkan dengan Pi.' },
    'sin-categoria': { name: 'Tanpa Kategori', description: 'Artikel tanpa kategori.' },
  },
  hi: {
    'productivity-tools': { name: 'उत्पादकता टूल', description: 'ऐसे ऐप जो पायनियरों को ज़्यादा काम करने में मदद करते हैं।' },
    marketplaces: { name: 'मार्केटप्लेस', description: 'Pi स्वीकार करने वाले स्टोर और मार्केटप्लेस।' },
    'social-and-community': { name: 'सोशल और समुदाय', description: 'जहाँ पायनियर मिलते हैं और बातचीत करते हैं।' },
    'digital-services': { name: 'डिजिटल सेवाएँ', description: 'ऑनलाइन सेवाएँ जिनका भुगतान Pi में होता है।' },
    learning: { name: 'शिक्षा', description: 'पायनियरों के लिए कोर्स, ट्यूटोरियल और ज्ञान।' },
    'travel-and-experiences': { name: 'यात्रा और अनुभव', description: 'यात्राएँ, ठहरने की जगहें और अनुभव।' },
    finances: { name: 'वित्त', description: 'इकोसिस्टम के वॉलेट, टूल और वित्तीय ऐप।' },
    'health-and-wellness': { name: 'स्वास्थ्य और तंदुरुस्ती', description: 'स्वास्थ्य, फ़िटनेस और तंदुरुस्ती।' },
    games: { name: 'गेम', description: 'Pi के साथ खेलने के लिए गेम।' },
    'sin-categoria': { name: 'बिना श्रेणी', description: 'बिना श्रेणी वाले लेख।' },
  },
}
