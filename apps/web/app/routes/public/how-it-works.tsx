import { getFixedT, languageFromMatches } from '#app/lib/i18n'
import { paths } from '#app/config/paths'
import { getPrices } from '#app/features/payments/api/get-prices'
import { howItWorksPage } from '#app/features/how-it-works/how-it-works-text'
import { HowItWorksArticle } from '#app/features/how-it-works/components/how-it-works-article'
import { detectLanguage } from '#app/lib/language'
import { seoMeta } from '#app/lib/meta'
import { serverCallOptions } from '#app/lib/server-api.server'
import type { Route } from './+types/how-it-works'

export async function loader({ context, request }: Route.LoaderArgs) {
  // The prices the server charges; when it does not answer, the plan catalogue's defaults.
  const prices = await getPrices(serverCallOptions(context)).catch(() => null)
  return { page: howItWorksPage(detectLanguage(request), prices) }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = getFixedT(languageFromMatches(matches))
  return seoMeta(matches, {
    title: loaderData?.page.title ?? t('footer.howItWorks'),
    description: loaderData?.page.description ?? t('meta.description'),
    path: paths.howItWorks(),
  })
}

/**
 * How Spotlight works: review, promotion, ratings, "Verified" and reports, each a section with a
 * stable anchor (the "Promoted" labels and the "Top rated" rule link to them). Plain server-rendered
 * text: its words and figures come in the loader data, and nothing on it needs JavaScript.
 */
export default function HowItWorksRoute({ loaderData: { page } }: Route.ComponentProps) {
  return <HowItWorksArticle page={page} />
}
