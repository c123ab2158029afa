import { DEFAULT_LANGUAGE, LANGUAGES, type Language, languageInfo } from '@spotlight/shared/domain/languages'
import { MEDIA_MESSAGES } from '@spotlight/shared/schemas/media'
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { enApp } from './en.app'
import { enReader } from './en.reader'
import { es } from './es'
import { esApp } from './es.app'
import { esReader } from './es.reader'

// Every catalogue file of this folder, by name: each registered language must have its three parts.
const files = import.meta.glob<Record<string, Tree>>(['./*.ts', '!./*.test.ts', '!./limits.ts'], { eager: true })
const part = (file: string) => Object.values(files[file] ?? {})[0]

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  )
}

const english = flatten({ ...en, ...enReader, ...enApp })
const spanish = flatten({ ...es, ...esReader, ...esApp })
/** Every language's whole catalogue (all three parts), flattened. */
const catalogueOf = (language: Language) =>
  flatten({
    ...part(`./${language}.ts`),
    ...part(`./${language}.reader.ts`),
    ...part(`./${language}.app.ts`),
  } as Tree)
const PARTS = ['', '.reader', '.app'] as const
const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)

/**
 * What a translation may keep as English writes it (GLOSSARY.md, "Never translated"): brand and
 * product names, units and abbreviations. A value equal to the English one is allowed only when
 * nothing else is left of it once these, its placeholders, digits and punctuation are taken out.
 */
const UNTRANSLATED =
  /\b(?:Spotlight|Pi Network|Pi Browser|Pi SDK|Pi|Unsplash|YouTube|Vimeo|CSV|CTR|QR|Emoji|Email|Menu|MB|h)\b/g
/** Words a language writes exactly as English does (Spanish "Legal", "App:", "Plan"), by key. */
const SPELLED_AS_IN_ENGLISH: Partial<Record<Language, readonly string[]>> = {
  es: ['a11y.legalNav', 'articles.appLabel', 'dashboardLists.appLabel', 'paymentHistory.plan', 'adminOverview.plan'],
  // "Slider" is the glossary's Indonesian term (Slider Utama, Slider Kategori).
  id: ['advertise.reach.slider', 'adminOverview.slider'],
}
/**
 * Every Traditional Chinese text of the site, as written in its source (web and server alike: the
 * catalogues, the legal pages, How it works, the notifications, the plan texts, the share cards).
 */
const TRADITIONAL_SOURCES = import.meta.glob<string>(
  [
    './zh-Hant*.ts',
    '../**/*.zh-Hant.ts',
    '../../../server/src/**/*.zh-Hant.ts',
    '../../../../packages/shared/src/**/*.zh-Hant.ts',
  ],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
)
/**
 * Simplified characters that slip into Traditional text: common simplified-only forms, and 后 and 于,
 * which a converter keeps where Traditional writes 後 ("after") and 於 ("at"); our texts never mean
 * the empress or the surname they are in Traditional.
 */
const SIMPLIFIED_ONLY = [
  ...'发这个们说时会对为么来过还让给页开关门问间应网络设请户账评论读击点录载图览删传选择钱币订单错误务条显实现经没种样从动将无号码',
  ...'后于',
]
/** Words a simplified-to-traditional converter gets wrong (只能 "can only" is not 隻 the measure word; 簽名 "signature"). */
const MISCONVERTED = ['隻能', '隻有', '隻是', '隻要', '籤名', '併發布', '併且']

/** Whether `language`'s `one` plural category holds a number other than 1 (Hindi's holds 0 too). */
const oneHoldsMoreThanOne = (language: Language) => {
  const rules = new Intl.PluralRules(languageInfo(language).intlLocale)
  return [0, 0.5, 1.5, ...Array.from({ length: 100 }, (_, i) => i + 2)].some((n) => rules.select(n) === 'one')
}

const leftOver = (value: string) =>
  value
    .replace(/\{\{\w+\}\}/g, '')
    .replace(UNTRANSLATED, '')
    .replace(/[\s\d\p{P}\p{S}]/gu, '')

describe('catalogues', () => {
  it("exist for every language of the registry, its public, reader's and signed-in parts, with the same keys", () => {
    for (const suffix of PARTS) {
      const reference = Object.keys(flatten(part(`./${DEFAULT_LANGUAGE}${suffix}.ts`)!)).sort()
      for (const language of LANGUAGES) {
        const own = part(`./${language}${suffix}.ts`)
        expect(own, `${language}${suffix}.ts`).toBeDefined()
        expect(Object.keys(flatten(own!)).sort(), `${language}${suffix}`).toEqual(reference)
      }
    }
  })

  it('split into parts with no section in two of them', () => {
    const sections = [en, enReader, enApp].flatMap((catalogue) => Object.keys(catalogue))
    expect(sections.length).toBe(new Set(sections).size)
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort())
    expect(Object.keys(esReader).sort()).toEqual(Object.keys(enReader).sort())
    expect(Object.keys(esApp).sort()).toEqual(Object.keys(enApp).sort())
  })

  it('have the same keys in every language, none empty', () => {
    for (const language of LANGUAGES) {
      const own = catalogueOf(language)
      expect(Object.keys(own).sort(), language).toEqual(Object.keys(english).sort())
      for (const [key, value] of Object.entries(own)) expect(value.trim(), `${language} ${key}`).not.toBe('')
    }
  })

  it('keep the interpolation variables of each string in every language', () => {
    const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
    for (const language of OTHER_LANGUAGES) {
      const own = catalogueOf(language)
      for (const key of Object.keys(english))
        expect(variables(own[key]!), `${language} ${key}`).toEqual(variables(english[key]!))
    }
  })

  it('translate every string: no value of another language is the English one, but for names kept as they are', () => {
    for (const language of OTHER_LANGUAGES) {
      const own = catalogueOf(language)
      const untranslated = Object.keys(english).filter(
        (key) =>
          own[key] === english[key] &&
          leftOver(english[key]!) !== '' &&
          !SPELLED_AS_IN_ENGLISH[language]?.includes(key),
      )
      expect(untranslated, language).toEqual([])
    }
  })

  it('keep no English sentence inside a translation', () => {
    // A long English string (four words or more) copied into another language's value, whole.
    const sentences = Object.values(english).filter((value) => leftOver(value) !== '' && value.split(/\s+/).length >= 4)
    for (const language of OTHER_LANGUAGES) {
      const copied = Object.entries(catalogueOf(language))
        .filter(([, value]) => sentences.some((sentence) => value.includes(sentence)))
        .map(([key]) => key)
      expect(copied, language).toEqual([])
    }
  })

  it("write the count into a plural's `one` form wherever that form serves other numbers than 1 (Hindi: 0 too)", () => {
    // plural() picks the `one` key by Intl.PluralRules: a `one` string that writes "1" itself
    // would say "1 फ़ॉलोअर" for 0 followers. Keys of `one` forms end in `One`.
    const languages = LANGUAGES.filter(oneHoldsMoreThanOne)
    expect(languages).toContain('hi')
    for (const language of languages) {
      const withoutCount = Object.entries(catalogueOf(language))
        .filter(([key, value]) => key.endsWith('One') && !/\{\{\w+\}\}/.test(value))
        .map(([key]) => key)
      expect(withoutCount, language).toEqual([])
    }
  })

  it('write Traditional Chinese in Traditional characters only', () => {
    const files = Object.entries(TRADITIONAL_SOURCES)
    expect(files.map(([file]) => file.replace(/.*\//, ''))).toEqual(
      expect.arrayContaining([
        'zh-Hant.ts',
        'zh-Hant.reader.ts',
        'zh-Hant.app.ts',
        'notification-texts.zh-Hant.ts',
        'legal-text.zh-Hant.ts',
        'plan-texts.zh-Hant.ts',
      ]),
    )
    for (const [file, source] of files) {
      const slipped = [...SIMPLIFIED_ONLY, ...MISCONVERTED].filter((text) => source.includes(text))
      expect(slipped, file).toEqual([])
    }
  })

  it("keep the product's fixed wording word for word in its own language", () => {
    expect(english).toMatchObject({
      'nav.advertise': 'Advertise with Us',
      'nav.featuredArticles': 'Featured Articles',
      'nav.categoriesError': 'Failed to load categories.',
      'auth.signIn': 'Sign in',
      'auth.logout': 'Logout',
      'auth.sessionExpired': 'Session expired. Please log in again.',
      'dashboard.myArticlesHeading': 'Your Published Articles',
      'dashboard.draftsHeading': 'Your Draft Articles',
      'pages.lastUpdated': 'Last updated: May 6, 2025',
      'qrLogin.loginQrTitle': 'Login via QR',
      'articles.by': 'By {{company}}',
      'articles.readMore': 'Read more',
      'articles.promoVideo': 'Promotional Video',
      'articles.loadFailed': 'Failed to load the article.',
      'articles.featuredError': 'Could not load articles.',
      'categories.explore': 'Explore by Category',
      'categories.defaultDescription': 'Discover insightful articles in this category.',
      'planCards.STANDARD.firstStep': 'Pay once to publish one article',
      'planCards.CATEGORY_SLIDER.features.f5': 'Limit of 7 slots per category',
      'planCards.MAIN_SLIDER.features.f5': 'Limit of 7 global slots',
      'advertise.promoteNote': 'An article can be promoted after it is approved and published.',
      'contact.success': 'Your message has been sent successfully!',
      'contact.failure': 'Failed to send message. Please try again.',
      'contact.errors.name': 'Name is required (min. 3 characters).',
      'contact.errors.email': 'A valid email is required.',
      'contact.errors.message': 'Message is required (min. 10 characters).',
    })
    expect(spanish['articles.listError']).toBe('Error al cargar los artículos.')
    expect(spanish['auth.sdkMissing']).toBe('Pi SDK no disponible. Por favor, usa el Pi Browser para iniciar sesión.')
  })

  it("say in English what the server's media errors say, limits included", () => {
    for (const key of ['headerTaken', 'videoTaken', 'tooManyImages', 'videoTooLarge', 'videoTooLong'] as const)
      expect(english[`editor.media.${key}`], key).toBe(MEDIA_MESSAGES[key])
    expect(english['editor.messages.tooManyImages']).toBe(MEDIA_MESSAGES.tooManyImages)
    expect(spanish['editor.media.videoTooLarge']).toBe('El vídeo supera los 30 MB.')
    expect(spanish['editor.media.videoTooLong']).toBe('El vídeo debe durar 20 segundos o menos.')
  })

  it('name a control by words that hold its visible ones, in every language (voice control says what it sees)', () => {
    for (const language of LANGUAGES) {
      const words = catalogueOf(language)
      expect(words['follows.followLabel'], language).toContain(words['follows.follow'])
      expect(words['follows.followingLabel'], language).toContain(words['follows.following'])
    }
  })
})
