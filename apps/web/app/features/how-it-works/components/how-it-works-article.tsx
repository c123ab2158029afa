import { useTranslation } from '#app/lib/i18n'
import type { HowItWorksPage } from '../how-it-works-text'

/** The page's sections, each with its anchor, after a table of contents; plain HTML, no script needed. */
export function HowItWorksArticle({ page }: { page: HowItWorksPage }) {
  const { t } = useTranslation()
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 lg:px-8" aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {page.title}
      </h1>
      <p className="mt-6 text-lg text-slate-700">{page.intro}</p>
      <nav aria-label={t('legal.tocLabel')} className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
        <p className="text-sm font-semibold text-slate-900">{t('legal.tocLabel')}</p>
        <ol className="mt-2 flex flex-col gap-1 text-sm">
          {page.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-violet-700 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {page.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-10 scroll-mt-24"
          data-testid={`how-it-works-${section.id}`}
        >
          <h2 id={`${section.id}-title`} className="text-xl font-bold text-slate-900">
            {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.items.length > 0 && (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.after.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  )
}
