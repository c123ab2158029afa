import type { ReactNode } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { DEFAULT_LANGUAGE } from '#app/lib/language'

export type LegalSection = { id: string; title: string; body: string; extra?: ReactNode }

/** Paragraphs of a catalogue string are separated by a blank line. */
const paragraphs = (text: string) => text.split(/\n\s*\n/)

/**
 * A legal page: title, 'Last updated: May 6, 2025', the translation's notice (`notice`: the English
 * text prevails), intro, a table of contents and the sections.
 */
export function LegalPage({
  title,
  intro,
  notice,
  sections,
}: {
  title: string
  intro: string
  notice: string
  sections: LegalSection[]
}) {
  const { t, i18n } = useTranslation()
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 lg:px-8" aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h1>
      <p className="mt-2 text-sm text-slate-500">{t('pages.lastUpdated')}</p>
      {i18n.language === DEFAULT_LANGUAGE ? null : (
        <p className="mt-4 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700" data-testid="english-prevails">
          {notice}
        </p>
      )}
      <p className="mt-6 text-lg text-slate-700">{intro}</p>
      <nav aria-label={t('legal.tocLabel')} className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
        <p className="text-sm font-semibold text-slate-900">{t('legal.tocLabel')}</p>
        <ol className="mt-2 flex flex-col gap-1 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-violet-700 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10">
          <h2 id={`${section.id}-title`} className="text-xl font-bold text-slate-900">
            {section.title}
          </h2>
          {paragraphs(section.body).map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.extra}
        </section>
      ))}
    </article>
  )
}
