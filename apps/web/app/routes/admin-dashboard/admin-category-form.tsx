import { useTranslation } from '#app/lib/i18n'
import { PagePlaceholder } from '#app/components/layouts/page-placeholder'
import { privatePageMeta } from '#app/lib/meta'

export const meta = privatePageMeta((t) => t('dashboard.categoryFormHeading'))

export default function AdminCategoryFormPage() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('dashboard.categoryFormHeading')} inDashboard />
}
