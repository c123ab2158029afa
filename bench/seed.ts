// The benchmark's data set, written straight through the server's own schema in multi-row inserts:
// BENCH_ARTICLES (10,000 by default) published articles across the 10 categories (half in English, three in ten in
// Spanish, one in twenty each in Vietnamese, Simplified Chinese, Traditional Chinese and Korean, made of varied
// sentences so search has realistic words to find in every script; the English ones, the rare word's and every
// app name are as before, so the English searches find what they did), 7 slider promotions in force, and
// ratings: the article the bench reads has 200 reviews (a quarter answered by its maker), and one
// article in three has a rating summary, so cards carry ratings as a live site's would. Run by
// scripts/bench.mjs with tsx before the server starts (PGlite allows one process at a time). Prints
// one JSON line: the ids the bench requests.
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Language } from '@spotlight/shared/domain/languages'
import { promotionDaysOf } from '@spotlight/shared/domain/plans'
import { bayesianScore } from '@spotlight/shared/domain/reviews'
import { mulberry32 } from '@spotlight/shared/domain/rotation'
import { createDatabase } from '../apps/server/src/db/client'
import {
  articleRatings,
  articles,
  categories,
  promotions,
  reviewReplies,
  reviews,
  users,
} from '../apps/server/src/db/schema/index'
import { seedCategories } from '../apps/server/src/db/seed'

/** BENCH_ARTICLES (scripts/bench.mjs runs 10,000 and then 100,000). */
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000)
const PROMOTIONS = 7
const REVIEWS = 200
const BATCH = 250
const DAY_MS = 24 * 60 * 60 * 1000

/** A fixed pseudo-random sequence: the same data set on every run. */
const random = mulberry32

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)]!

const APP_STEMS = [
  'Wallet',
  'Market',
  'Chat',
  'Quest',
  'Learn',
  'Host',
  'Trip',
  'Calm',
  'Ledger',
  'Tasks',
  'Swap',
  'Play',
]
const TOPICS_EN = [
  'wallet',
  'marketplace',
  'game',
  'course',
  'hosting',
  'travel guide',
  'meditation',
  'budget',
  'planner',
  'exchange',
  'community',
  'delivery',
]
const TOPICS_ES = [
  'billetera',
  'mercado',
  'juego',
  'curso',
  'alojamiento',
  'guía de viaje',
  'meditación',
  'presupuesto',
  'agenda',
  'intercambio',
  'comunidad',
  'entrega',
]
const SENTENCES_EN = [
  'Pioneers use this {topic} every day to pay in Pi without leaving the Pi Browser.',
  'The team behind it shipped a new {topic} with faster payments and a cleaner design.',
  'You can sign in with your Pi account, browse offers and keep track of every payment.',
  'Merchants in several cities already accept it, and more join each week.',
  'The app works offline for reading and syncs your history when you are back online.',
  'Support answers in English and Spanish, usually within a day.',
  'Fees are shown before you confirm, so there are no surprises at checkout.',
  'A short tutorial explains how to get started in less than five minutes.',
]
const SENTENCES_ES = [
  'Los pioneros usan esta {topic} cada día para pagar con Pi sin salir del Pi Browser.',
  'El equipo lanzó una nueva {topic} con pagos más rápidos y un diseño más claro.',
  'Puedes iniciar sesión con tu cuenta de Pi, ver ofertas y seguir cada pago.',
  'Comercios de varias ciudades ya la aceptan y cada semana se suman más.',
  'La aplicación funciona sin conexión para leer y sincroniza tu historial al volver.',
  'El soporte responde en español y en inglés, normalmente en un día.',
  'Las comisiones se muestran antes de confirmar, así que no hay sorpresas al pagar.',
  'Un tutorial breve explica cómo empezar en menos de cinco minutos.',
]
/**
 * The other scripts' articles (decision 0010, "Languages"): Vietnamese with its diacritics (the bench searches
 * `ung dung` without them), Chinese in both scripts without spaces (searched by a pair inside a run: `应用`) and
 * Korean with particles on its words (searched as `앱을`, found as `앱`).
 */
type Wording = {
  topics: readonly string[]
  sentences: readonly string[]
  title(app: string, topic: string): string
  description(topic: string): string
  heads: [string, string]
}
const OTHER_WORDINGS: Partial<Record<Language, Wording>> = {
  vi: {
    topics: [
      'ví điện tử',
      'chợ trực tuyến',
      'trò chơi',
      'khóa học',
      'lưu trữ',
      'hướng dẫn du lịch',
      'thiền',
      'ngân sách',
      'lịch',
      'sàn trao đổi',
      'cộng đồng',
      'giao hàng',
    ],
    sentences: [
      'Những người tiên phong dùng {topic} này mỗi ngày để thanh toán bằng Pi ngay trong Pi Browser.',
      'Nhóm phát triển vừa ra mắt {topic} mới với thanh toán nhanh hơn và giao diện gọn hơn.',
      'Bạn có thể đăng nhập bằng tài khoản Pi, xem ưu đãi và theo dõi mọi khoản thanh toán.',
      'Nhiều cửa hàng ở các thành phố đã chấp nhận và mỗi tuần lại có thêm.',
      'Ứng dụng hoạt động ngoại tuyến và đồng bộ lịch sử khi bạn có mạng trở lại.',
      'Đội hỗ trợ trả lời bằng tiếng Việt, thường trong một ngày.',
    ],
    title: (app, topic) => `${app}: ứng dụng ${topic} cho người tiên phong`,
    description: (topic) => `Một ${topic} trong hệ sinh thái Pi, nhận thanh toán bằng Pi, hỗ trợ tiếng Việt.`,
    heads: ['Ứng dụng làm gì', 'Vì sao được yêu thích'],
  },
  'zh-Hans': {
    topics: ['钱包', '市场', '游戏', '课程', '托管', '旅行指南', '冥想', '预算', '计划', '交易所', '社区', '配送'],
    sentences: [
      '先锋们每天使用这个{topic}，无需离开 Pi 浏览器即可用 Pi 付款。',
      '团队推出了新的{topic}，付款更快，设计更简洁。',
      '你可以用 Pi 账户登录，浏览优惠并跟踪每一笔付款。',
      '多个城市的商家已经接受它，每周都有更多加入。',
      '这个应用支持离线阅读，联网后会同步你的记录。',
      '客服用中文回复，通常在一天之内。',
    ],
    title: (app, topic) => `${app}：一款面向先锋的${topic}应用`,
    description: (topic) => `Pi 生态中的${topic}，接受 Pi 付款，提供中文支持。`,
    heads: ['它能做什么', '先锋为什么喜欢'],
  },
  'zh-Hant': {
    topics: ['錢包', '市場', '遊戲', '課程', '託管', '旅行指南', '冥想', '預算', '計劃', '交易所', '社群', '配送'],
    sentences: [
      '先鋒們每天使用這個{topic}，無需離開 Pi 瀏覽器即可用 Pi 付款。',
      '團隊推出了新的{topic}，付款更快，設計更簡潔。',
      '你可以用 Pi 帳戶登入，瀏覽優惠並追蹤每一筆付款。',
      '多個城市的商家已經接受它，每週都有更多加入。',
      '這個應用支援離線閱讀，連網後會同步你的紀錄。',
      '客服用中文回覆，通常在一天之內。',
    ],
    title: (app, topic) => `${app}：一款面向先鋒的${topic}應用`,
    description: (topic) => `Pi 生態中的${topic}，接受 Pi 付款，提供中文支援。`,
    heads: ['它能做什麼', '先鋒為什麼喜歡'],
  },
  ko: {
    topics: [
      '지갑',
      '마켓',
      '게임',
      '강좌',
      '호스팅',
      '여행 가이드',
      '명상',
      '예산',
      '플래너',
      '거래소',
      '커뮤니티',
      '배달',
    ],
    sentences: [
      '파이오니어들은 매일 이 {topic}에서 Pi 브라우저를 떠나지 않고 Pi로 결제합니다.',
      '새 {topic}의 결제는 더 빠르고 디자인은 더 깔끔해졌습니다.',
      'Pi 계정으로 로그인하고 혜택을 보고 모든 결제를 확인할 수 있습니다.',
      '여러 도시의 상점들이 이미 이 앱을 받아들이고 매주 더 늘어납니다.',
      '앱은 오프라인에서도 작동하고 다시 연결되면 기록을 동기화합니다.',
      '고객 지원은 보통 하루 안에 한국어로 답변합니다.',
    ],
    title: (app, topic) => `${app}: 파이오니어를 위한 ${topic} 앱`,
    description: (topic) => `Pi 생태계의 ${topic}으로 Pi 결제를 받고 한국어를 지원합니다.`,
    heads: ['무엇을 하나요', '파이오니어가 좋아하는 이유'],
  },
}

/** The language of article `n`: the even ones English (as before), four odd residues of 20 the other scripts. */
function languageOf(n: number): Language {
  const other = ({ 3: 'vi', 5: 'zh-Hans', 9: 'zh-Hant', 13: 'ko' } as const)[n % 20]
  return other ?? (n % 2 === 1 ? 'es' : 'en')
}

/** One article in 2,000 mentions it: the bench's rare word. */
const RARE_WORD = 'zirconia'

type Text = { title: string; description: string; app: string; company: string; content: string; language: Language }

/** An article of about 2 KB of HTML: a few headed paragraphs and a list, in one language. */
function articleText(n: number): Text {
  const language = languageOf(n)
  const other = OTHER_WORDINGS[language]
  if (other) return otherArticleText(n, language, other)
  const next = random(n + 1)
  const spanish = language === 'es'
  const topics = spanish ? TOPICS_ES : TOPICS_EN
  const sentences = spanish ? SENTENCES_ES : SENTENCES_EN
  const topic = pick(next, topics)
  const app = `Pi${pick(next, APP_STEMS)} ${n}`
  const paragraph = () =>
    `<p>${Array.from({ length: 4 }, () => pick(next, sentences).replace('{topic}', pick(next, topics))).join(' ')}</p>`
  const rare = n % 2000 === 7 ? `<p>Made with ${RARE_WORD} care.</p>` : ''
  return {
    app,
    company: `${pick(next, ['Nova', 'Andes', 'Lumen', 'Sol', 'Orbit', 'Río'])} ${spanish ? 'Estudio' : 'Labs'} ${n % 97}`,
    title: spanish ? `${app}: una ${topic} para pioneros` : `${app}: a ${topic} for Pioneers`,
    description: spanish
      ? `Una ${topic} del ecosistema Pi que acepta pagos en Pi, con soporte en español.`
      : `A ${topic} of the Pi ecosystem that takes payments in Pi, with support in English.`,
    content: `<h2>${spanish ? 'Qué hace' : 'What it does'}</h2>${paragraph()}${paragraph()}<h2>${spanish ? 'Por qué gusta' : 'Why Pioneers like it'}</h2><ul><li>${spanish ? 'Pagos en Pi' : 'Pays in Pi'}</li><li>Pi Browser</li></ul>${paragraph()}${paragraph()}${rare}`,
    language,
  }
}

/** The same shape in Vietnamese, Chinese or Korean (the app name as in every language: the typo query finds it). */
function otherArticleText(n: number, language: Language, wording: Wording): Text {
  const next = random(n + 1)
  const topic = pick(next, wording.topics)
  const app = `Pi${pick(next, APP_STEMS)} ${n}`
  const separator = language.startsWith('zh') ? '' : ' '
  const paragraph = () =>
    `<p>${Array.from({ length: 4 }, () => pick(next, wording.sentences).replace('{topic}', pick(next, wording.topics))).join(separator)}</p>`
  return {
    app,
    company: `${pick(next, ['Nova', 'Andes', 'Lumen', 'Sol', 'Orbit', 'Río'])} Labs ${n % 97}`,
    title: wording.title(app, topic),
    description: wording.description(topic),
    content: `<h2>${wording.heads[0]}</h2>${paragraph()}${paragraph()}<h2>${wording.heads[1]}</h2><ul><li>Pi</li><li>Pi Browser</li></ul>${paragraph()}${paragraph()}`,
    language,
  }
}

type Database = ReturnType<typeof createDatabase>['db']

const REVIEW_TEXTS = [
  'Paid in Pi in two taps, and support answered the same day.',
  'Works well in the Pi Browser; the first load is a little slow.',
  'Useful, though I would like a dark theme.',
  'Muy buena app, la uso cada semana.',
  '',
]

/**
 * REVIEWS published reviews of the bench's article from as many readers (ratings 1-5, most of them
 * high), every fourth answered, with helpful counts so the default order has something to sort;
 * its rating summary, and one for every third article (as the reviews module keeps them).
 */
async function seedReviews(db: Database, articleId: number, makerId: number, now: number) {
  const readers = await db
    .insert(users)
    .values(
      Array.from({ length: REVIEWS }, (_, n) => ({
        piUid: `bench-reader-${n}`,
        username: `reader_${n}`,
        role: 'USER' as const,
      })),
    )
    .returning({ id: users.id })
  const next = random(REVIEWS)
  const ratings = readers.map(() => [5, 5, 4, 4, 4, 3, 2, 1, 5, 4][Math.floor(next() * 10)]!)
  const inserted = await db
    .insert(reviews)
    .values(
      readers.map((reader, n) => ({
        articleId,
        authorId: reader.id,
        rating: ratings[n]!,
        text: REVIEW_TEXTS[n % REVIEW_TEXTS.length]!,
        status: 'PUBLISHED' as const,
        helpfulCount: Math.floor(next() * 40),
        createdAt: new Date(now - n * 3_600_000),
      })),
    )
    .returning({ id: reviews.id })
  await db
    .insert(reviewReplies)
    .values(
      inserted
        .filter((_, n) => n % 4 === 0)
        .map((review) => ({ reviewId: review.id, authorId: makerId, text: 'Thank you, we read every review.' })),
    )
  const stars = [1, 2, 3, 4, 5].map((value) => ratings.filter((rating) => rating === value).length)
  const sum = ratings.reduce((total, rating) => total + rating, 0)
  const summary = (count: number, total: number, byStar: number[]) => ({
    count,
    sum: total,
    stars1: byStar[0]!,
    stars2: byStar[1]!,
    stars3: byStar[2]!,
    stars4: byStar[3]!,
    stars5: byStar[4]!,
    score: bayesianScore(count, total),
  })
  await db.insert(articleRatings).values({ articleId, ...summary(REVIEWS, sum, stars) })
  // Other cards' summaries: a few ratings each, without the reviews behind them (cards read only these).
  const others = await db
    .select({ id: articles.id })
    .from(articles)
    .where(sql`${articles.id} % 3 = 0 and ${articles.id} <> ${articleId}`)
  for (let start = 0; start < others.length; start += BATCH) {
    await db.insert(articleRatings).values(
      others.slice(start, start + BATCH).map(({ id }) => {
        const count = 1 + (id % 9)
        const byStar = [0, 0, id % 2, count - (id % 2) - Math.floor(count / 2), Math.floor(count / 2)]
        const total = byStar.reduce((sumOf, n, index) => sumOf + n * (index + 1), 0)
        return { articleId: id, ...summary(count, total, byStar) }
      }),
    )
  }
}

async function main() {
  const url = process.env.DATABASE_URL || undefined
  const dataDir = process.env.DATA_DIR
  // Seeding 100,000 articles runs statements far longer than any request's: no answer timeout.
  const database = createDatabase({ url, dataDir: url ? undefined : path.join(dataDir!, 'pglite'), queryTimeoutMs: 0 })
  await database.migrate()
  await seedCategories(database.db)
  const { db } = database

  const categoryRows = await db.select({ id: categories.id }).from(categories).orderBy(categories.id)
  const [owner] = await db
    .insert(users)
    .values({ piUid: 'bench-publisher', username: 'bench_publisher', role: 'USER' })
    .returning({ id: users.id })

  const now = Date.now()
  const ids: number[] = []
  for (let start = 0; start < ARTICLES; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, ARTICLES - start) }, (_, offset) => {
      const n = start + offset
      return {
        ownerId: owner!.id,
        ...articleText(n),
        categoryId: categoryRows[n % categoryRows.length]!.id,
        // Several articles a day over the last months: the list order needs both keys.
        publishDate: new Date(now - Math.floor(n / 8) * DAY_MS).toISOString().slice(0, 10),
        status: 'PUBLISHED' as const,
      }
    })
    const inserted = await db.insert(articles).values(rows).returning({ id: articles.id })
    ids.push(...inserted.map((row) => row.id))
  }

  // The first three in the main slider, the rest in their category's slider.
  const planOf = (n: number) =>
    n < 3
      ? { planType: 'MAIN_SLIDER' as const, categoryId: null }
      : {
          planType: 'CATEGORY_SLIDER' as const,
          categoryId: categoryRows[n % categoryRows.length]!.id,
        }
  await db.insert(promotions).values(
    Array.from({ length: PROMOTIONS }, (_, n) => ({
      articleId: ids[n]!,
      ...planOf(n),
      state: 'ACTIVE' as const,
      startsAt: new Date(now),
      expiresAt: new Date(now + promotionDaysOf(planOf(n).planType) * DAY_MS),
    })),
  )
  const articleId = ids[Math.floor(ARTICLES / 2)]!
  await seedReviews(db, articleId, owner!.id, now)
  // As autovacuum would leave a production database: statistics, and the visibility map set.
  await db.execute(sql`vacuum analyze`)
  await database.close()
  // The article the bench reads: one from the middle, not the cached first row.
  console.log(
    JSON.stringify({ articleId, articles: ids.length, categories: categoryRows.length, maker: 'bench_publisher' }),
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
