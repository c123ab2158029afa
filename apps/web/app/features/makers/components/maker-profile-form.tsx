import { makerPaths } from '#app/lib/maker-paths'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { z } from 'zod'
import { isSafeWebsite, MAKER_BIO_MAX, MAKER_WEBSITE_MAX, type OwnMakerProfile } from '@spotlight/shared/schemas/makers'
import { Button } from '#app/components/ui/button'
import { FormField } from '#app/components/ui/form-field'
import { useTranslation } from '#app/lib/i18n'
import { myMakerProfileQuery } from '../api/get-my-maker-profile'
import { useUpdateMyMakerProfile } from '../api/update-my-maker-profile'

type Values = { bio: string; website: string }

/** The signed-in maker's bio and website, checked here by the rules the server applies. */
export function MakerProfileForm() {
  const { t } = useTranslation()
  const profile = useQuery(myMakerProfileQuery())
  if (profile.isPending) return <p>{t('common.loading')}</p>
  if (profile.isError) return <p role="alert">{t('makerProfile.failed')}</p>
  return (
    <EditForm
      username={profile.data.username}
      initial={{ bio: profile.data.bio ?? '', website: profile.data.website ?? '' }}
      bioState={profile.data}
    />
  )
}

/** Why the public page shows no bio: it waits for an admin, or an admin hid it (saving updates it). */
export function BioStateNote({ bioState }: { bioState: Pick<OwnMakerProfile, 'bioStatus' | 'bioHiddenReason'> }) {
  const { t } = useTranslation()
  if (bioState.bioStatus === 'PUBLISHED') return null
  return (
    <p
      className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      data-testid="bio-state"
    >
      {bioState.bioStatus === 'PENDING'
        ? t('makerProfile.bioPending')
        : t('makerProfile.bioHidden', { reason: bioState.bioHiddenReason ?? '' })}
    </p>
  )
}

function EditForm({
  username,
  initial,
  bioState,
}: {
  username: string
  initial: Values
  bioState: Pick<OwnMakerProfile, 'bioStatus' | 'bioHiddenReason'>
}) {
  const { t } = useTranslation()
  const save = useUpdateMyMakerProfile()
  const [notice, setNotice] = useState<string | null>(null)
  const schema = z.object({
    bio: z
      .string()
      .trim()
      .max(MAKER_BIO_MAX, t('makerProfile.bioTooLong', { max: MAKER_BIO_MAX })),
    website: z
      .string()
      .trim()
      .max(MAKER_WEBSITE_MAX, t('makerProfile.websiteInvalid'))
      .refine((value) => value === '' || isSafeWebsite(value), t('makerProfile.websiteInvalid')),
  })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ defaultValues: initial, resolver: zodResolver(schema) })

  const onSubmit = (values: Values) => {
    setNotice(null)
    save.mutate(values, {
      onSuccess: () => setNotice(t('makerProfile.saved')),
      onError: () => setNotice(t('makerProfile.failed')),
    })
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex max-w-2xl flex-col gap-5">
      <p className="text-slate-700">{t('makerProfile.intro')}</p>
      <FormField
        label={t('makerProfile.bio')}
        hint={t('makerProfile.bioHint', { max: MAKER_BIO_MAX })}
        error={errors.bio?.message}
      >
        {(control) => <textarea rows={4} maxLength={MAKER_BIO_MAX} {...control} {...register('bio')} />}
      </FormField>
      <BioStateNote bioState={bioState} />
      <FormField label={t('makerProfile.website')} hint={t('makerProfile.websiteHint')} error={errors.website?.message}>
        {(control) => (
          <input
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            {...control}
            {...register('website')}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('makerProfile.saving') : t('makerProfile.save')}
        </Button>
        <Link to={makerPaths.maker(username)} className="text-sm font-semibold text-violet-800 underline">
          {t('makerProfile.viewPage')}
        </Link>
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-slate-800">
        {notice}
      </p>
    </form>
  )
}
