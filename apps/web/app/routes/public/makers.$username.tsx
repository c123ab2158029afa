import { makerPaths } from '#app/lib/maker-paths'
import { data, isRouteErrorResponse } from 'react-router'
import { JsonLd, breadcrumbList } from '#app/components/seo/json-ld'
import { PageError } from '#app/components/layouts/page-error'
import { paths } from '#app/config/paths'
import { ArticleGrid } from '#app/features/articles/components/article-grid'
import { getMaker } from '#app/features/makers/api/get-maker'
import { MakerHeader } from '#app/features/makers/components/maker-header'
import { makerJsonLd } from '#app/features/makers/utils/maker-json-ld'
import { ApiError, pageLoadFailedStatus } from '#app/lib/api-client'
import { deferHydration } from '#app/lib/defer-hydration'
import { getFixedT, languageFromMatches, useTranslation } from '#app/lib/i18n'
import { detectLanguage } from '#app/lib/language'
import { pageUrl, seoMeta } from '#app/lib/meta'
import { usePublicConfig } from '#app/lib/public-config'
import { serverCallOptions } from '#app/lib/server-api.server'
import { makerCardPath } from '@spotlight/shared/domain/maker-share-card'
import type { Route } from './+types/makers.$username'

// The follow button's code arrives after the page's first load; its form works before that.
const FollowButton = await deferHydration(
  () => import('#app/features/follows/components/follow-button'),
  'FollowButton',
)

export async function loader({ params, context, request }: Route.LoaderArgs) {
  try {
    const maker = await getMaker(params.username, serverCallOptions(context))
    return {
      // Cards never show an article's body: left out of the hydration data.
      maker: { ...maker, articles: maker.articles.map((article) => ({ ...article, content: '' })) },
      shareImage: makerCardPath(maker, detectLanguage(request)),
    }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw data({ code: 'MAKER_NOT_FOUND' }, { status: 404 })
    console.error('maker loader failed', error)
    throw data({ code: 'MAKER_LOAD_FAILED' }, { status: pageLoadFailedStatus(error) })
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const t = getFixedT(languageFromMatches(matches))
  if (!loaderData) {
    return seoMeta(matches, {
      title: t('errors.notFoundTitle'),
      description: t('errors.notFoundBody'),
      path: makerPaths.maker(params.username),
      noIndex: true,
    })
  }
  const { maker } = loaderData
  return seoMeta(matches, {
    title: maker.company,
    description: maker.bio ?? t('makers.articlesHeading', { company: maker.company }),
    path: makerPaths.maker(maker.username),
    image: loaderData.shareImage,
    imageAlt: maker.company,
  })
}

export default function MakerPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { publicUrl } = usePublicConfig()
  const { maker } = loaderData
  const url = pageUrl(publicUrl, i18n.language, makerPaths.maker(maker.username))
  return (
    <>
      <JsonLd
        data={[
          makerJsonLd(maker, { publicUrl, language: i18n.language, pageUrl: url }),
          breadcrumbList([
            { name: t('articles.breadcrumbHome'), url: pageUrl(publicUrl, i18n.language, paths.home) },
            { name: maker.company, url },
          ]),
        ]}
      />
      <MakerHeader
        maker={maker}
        actions={
          <FollowButton
            target={{ kind: 'makers', id: maker.username }}
            name={maker.company}
            followers={maker.followers}
          />
        }
      />
      <section aria-labelledby="maker-articles-heading" className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="maker-articles-heading" className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
          {t('makers.articlesHeading', { company: maker.company })}
        </h2>
        {/* A maker has a page only while at least one of their articles is public: never an empty list. */}
        <ArticleGrid articles={maker.articles} hasPriorityImage />
      </section>
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  const isNotFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <PageError
      id="maker-error"
      title={isNotFound ? t('errors.notFoundTitle') : t('errors.title')}
      hint={isNotFound ? t('errors.notFoundBody') : t('errors.body')}
    />
  )
}
