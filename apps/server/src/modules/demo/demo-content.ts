// The living demo: clearly labelled sample articles so a newcomer sees a working site.
import type { Language } from '@spotlight/shared/domain/languages'
import type { SliderPlanType } from '@spotlight/shared/domain/plans'

export type DemoArticle = {
  slug: string
  categorySlug: string
  company: string
  app: string
  title: string
  description: string
  paragraphs: string[]
  /** Gradient of the generated header image. */
  colors: [string, string]
  /** The language it is written in; English when unsaid. */
  language?: Language
  /** The slot plan it is promoted with, if any. */
  promotion?: SliderPlanType
}

export const DEMO_USERNAME = 'demo_publisher'
/** The simulator's uid for that username, so signing in as demo_publisher in development opens its articles. */
export const DEMO_PI_UID = 'sim-uid-demo_publisher'

const demo = (text: string) => `[Demo] ${text}`

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    slug: 'taskflow',
    categorySlug: 'productivity-tools',
    company: 'Demo — Taskflow Labs',
    app: 'Taskflow',
    title: demo('Taskflow: plan your week and pay collaborators in Pi'),
    description:
      'A sample article: a to-do and planning app that lets small teams split work and settle small tasks in Pi.',
    paragraphs: [
      'This is <strong>demo content</strong>, created on the first start of a development server.',
      'Taskflow turns a week of work into boards, lists and reminders, and lets a team settle small jobs in Pi.',
      'En español: Taskflow organiza la semana en tableros, listas y recordatorios, y permite pagar pequeñas tareas en Pi.',
    ],
    colors: ['#4f46e5', '#06b6d4'],
    promotion: 'MAIN_SLIDER',
  },
  {
    slug: 'pimarket',
    categorySlug: 'marketplaces',
    company: 'Demo — Open Bazaar Co.',
    app: 'PiMarket',
    title: demo('PiMarket: a neighbourhood marketplace that accepts Pi'),
    description:
      'A sample article: buy and sell second-hand goods near you, with payments in Pi and ratings for sellers.',
    paragraphs: [
      'This is <strong>demo content</strong>: a fictional marketplace used to show how articles look.',
      'Listings, ratings and local pick-up, with every payment made in Pi through the wallet browser.',
      'En español: un mercado de barrio con anuncios, valoraciones y recogida en persona, y cada pago en Pi.',
    ],
    colors: ['#f97316', '#facc15'],
    promotion: 'CATEGORY_SLIDER',
  },
  {
    slug: 'circles',
    categorySlug: 'social-and-community',
    company: 'Demo — Circles Collective',
    app: 'Circles',
    title: demo('Circles: local groups for Pioneers'),
    description:
      'A sample article: find Pioneers near you, organise meet-ups and share tips in small moderated groups.',
    paragraphs: [
      'This is <strong>demo content</strong> about a fictional community app.',
      'Groups stay small and moderated, so conversations remain useful and friendly.',
      'En español: grupos locales pequeños y moderados, para que las conversaciones sigan siendo útiles y amables.',
    ],
    colors: ['#db2777', '#8b5cf6'],
  },
  {
    slug: 'hostpi',
    categorySlug: 'digital-services',
    company: 'Demo — HostPi',
    app: 'HostPi',
    title: demo('HostPi: web hosting paid in Pi'),
    description:
      'A sample article: static sites and small servers billed monthly in Pi, with a free tier to try it out.',
    paragraphs: [
      'This is <strong>demo content</strong>: a made-up hosting provider.',
      'Deploy a static site in minutes and pay for bandwidth in Pi.',
      'En español: alojamiento web para publicar un sitio estático en minutos y pagar el tráfico en Pi.',
    ],
    colors: ['#0f766e', '#84cc16'],
  },
  {
    slug: 'learnpi',
    categorySlug: 'learning',
    company: 'Demo — LearnPi Academy',
    app: 'LearnPi',
    title: demo('LearnPi: short courses on wallets and safety'),
    description: 'A sample article: bite-sized lessons on keeping a wallet safe, spotting scams and paying with Pi.',
    paragraphs: [
      'This is <strong>demo content</strong> about a fictional learning app.',
      'Each lesson takes five minutes and ends with a short quiz.',
      'En español: cursos breves sobre billeteras y seguridad; cada lección dura cinco minutos y termina con un cuestionario.',
    ],
    colors: ['#2563eb', '#22c55e'],
    promotion: 'MAIN_SLIDER',
  },
  {
    slug: 'wanderpi',
    categorySlug: 'travel-and-experiences',
    company: 'Demo — Wander Studio',
    app: 'WanderPi',
    title: demo('WanderPi: book guided walks with local hosts'),
    description: 'A sample article: guided walks, food tours and workshops from local hosts who accept Pi.',
    paragraphs: [
      'This is <strong>demo content</strong>: the hosts and tours are invented.',
      'Pick a city, choose a walk and pay the host in Pi.',
      'En español: caminatas guiadas, recorridos gastronómicos y talleres con anfitriones locales que aceptan Pi.',
    ],
    colors: ['#0284c7', '#f59e0b'],
  },
  {
    slug: 'ledgerly',
    categorySlug: 'finances',
    company: 'Demo — Ledgerly',
    app: 'Ledgerly',
    title: demo('Ledgerly: track what you earn and spend in Pi'),
    description: 'A sample article: a simple ledger for Pi income and expenses, with monthly summaries and exports.',
    paragraphs: [
      'This is <strong>demo content</strong> about a fictional finance app.',
      'Tag each payment, see where your Pi goes, and export a summary each month.',
      'En español: etiqueta cada pago, mira en qué gastas tus Pi y exporta un resumen cada mes.',
    ],
    colors: ['#15803d', '#a3e635'],
  },
  {
    slug: 'calmpi',
    categorySlug: 'health-and-wellness',
    company: 'Demo — Calm Minutes',
    app: 'CalmPi',
    // Written in Vietnamese, so the lists' "Only in Tiếng Việt" has an article to show.
    title: demo('CalmPi: năm phút hít thở thư giãn'),
    description:
      'Bài viết mẫu: những quãng nghỉ hít thở và giãn cơ có hướng dẫn, cùng thư viện cao cấp mở khóa bằng Pi.',
    paragraphs: [
      'Đây là <strong>nội dung mẫu</strong>: một ứng dụng chăm sóc sức khỏe không có thật.',
      'Những buổi tập ngắn có hướng dẫn, vừa vặn giữa hai cuộc họp.',
    ],
    colors: ['#14b8a6', '#e0f2fe'],
    language: 'vi',
  },
  {
    slug: 'pixel-quest',
    categorySlug: 'games',
    company: 'Demo — Pixel Forge',
    app: 'Pixel Quest',
    title: demo('Pixel Quest: a retro adventure with Pi rewards'),
    description: 'A sample article: a pixel-art adventure where seasonal tournaments award small prizes in Pi.',
    paragraphs: [
      'This is <strong>demo content</strong> about a fictional game.',
      'Explore dungeons, collect gear and join the weekly tournament.',
      'En español: una aventura retro con mazmorras, equipo y un torneo semanal con premios en Pi.',
    ],
    colors: ['#7c3aed', '#f43f5e'],
    promotion: 'CATEGORY_SLIDER',
  },
  {
    slug: 'focusboard',
    categorySlug: 'productivity-tools',
    company: 'Demo — Focusboard',
    app: 'Focusboard',
    // Written in Simplified Chinese, like the Vietnamese one above.
    title: demo('Focusboard：专注深度工作的无干扰计时器'),
    description: '示例文章：计时器、连续打卡和安静时段，团队方案用 Pi 支付。',
    paragraphs: ['这是<strong>演示内容</strong>：一款虚构的效率工具。', '一个没有干扰的计时器，帮助你专注于深度工作。'],
    colors: ['#1e293b', '#38bdf8'],
    language: 'zh-Hans',
  },
  {
    slug: 'craftstall',
    categorySlug: 'marketplaces',
    company: 'Demo — Craftstall',
    app: 'Craftstall',
    title: demo('Craftstall: handmade goods from independent makers'),
    description: 'A sample article: a marketplace for handmade goods, where makers set prices in Pi.',
    paragraphs: [
      'This is <strong>demo content</strong> about a fictional marketplace.',
      'En español: productos hechos a mano por artesanos independientes.',
    ],
    colors: ['#b45309', '#fde68a'],
  },
  {
    slug: 'puzzle-pi',
    categorySlug: 'games',
    company: 'Demo — Puzzle Works',
    app: 'Puzzle Pi',
    title: demo('Puzzle Pi: a daily logic puzzle'),
    description: 'A sample article: one new logic puzzle every day, with a leaderboard for Pioneers.',
    paragraphs: [
      'This is <strong>demo content</strong>: an invented puzzle game.',
      'En español: un rompecabezas de lógica nuevo cada día.',
    ],
    colors: ['#be123c', '#fb923c'],
  },
]

export function demoContentHtml(article: DemoArticle): string {
  const body = article.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('')
  return `<h2>${article.app}</h2>${body}<p><em>Sample article for the development demo. Set SEED_DEMO=0 to start without it.</em></p>`
}
