import { describe, expect, it } from 'vitest'
import { en } from '#app/locales/en'
import { enApp } from '#app/locales/en.app'
import { enReader } from '#app/locales/en.reader'
import { es } from '#app/locales/es'
import { getFixedT, type TranslationKey, translator } from './i18n'

describe('translator', () => {
  const t = translator({ ...en, ...enReader, ...enApp })

  it('finds a nested key and fills in its placeholders', () => {
    expect(t('auth.greeting', { username: 'pioneer' })).toBe('Hi, pioneer')
    expect(t('editor.fields.counter', { count: 3, max: 10 })).toBe('3/10')
  })

  it('leaves a placeholder without a value as written, and does not escape values (React does)', () => {
    expect(t('auth.greeting')).toBe('Hi, {{username}}')
    expect(t('auth.greeting', { other: 'x' })).toBe('Hi, {{username}}')
    expect(t('auth.greeting', { username: '<b>&</b>' })).toBe('Hi, <b>&</b>')
  })

  it('answers an unknown key, or a key naming a group, with the key itself', () => {
    expect(t('no.such.key' as TranslationKey)).toBe('no.such.key')
    expect(t('auth' as TranslationKey)).toBe('auth')
  })

  it('binds a language for code outside React', () => {
    expect(getFixedT('es')('nav.advertise')).toBe(es.nav.advertise)
    expect(getFixedT('en')('nav.advertise')).toBe('Advertise with Us')
  })
})
