import { MEDIA_MESSAGES } from '@spotlight/shared/schemas/media'
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { enApp } from './en.app'
import { es } from './es'
import { esApp } from './es.app'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  )
}

const english = flatten({ ...en, ...enApp })
const spanish = flatten({ ...es, ...esApp })

describe('catalogues', () => {
  it("split into a public part and the signed-in screens' part with no section in both", () => {
    for (const section of Object.keys(enApp)) expect(Object.keys(en), section).not.toContain(section)
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort())
    expect(Object.keys(esApp).sort()).toEqual(Object.keys(enApp).sort())
  })

  it('have the same keys, none empty', () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort())
    for (const value of [...Object.values(english), ...Object.values(spanish)]) expect(value.trim()).not.toBe('')
  })

  it('keep the interpolation variables of each string', () => {
    const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
    for (const key of Object.keys(english)) expect(variables(spanish[key]!), key).toEqual(variables(english[key]!))
  })

  it('quote the spec verbatim in its own language', () => {
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
      'advertise.standard.firstStep': 'Pay once to publish one article',
      'advertise.categorySlider.f5': 'Limit of 7 slots per category',
      'advertise.mainSlider.f5': 'Limit of 7 global slots',
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
})
