import type { ContactMessageInput } from '@spotlight/shared/schemas/contact'
import { useEffect, useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from '#app/lib/i18n'
import { Button } from '#app/components/ui/button'
import { FormField } from '#app/components/ui/form-field'
import { StatusBanner } from '#app/components/ui/status-banner'
import { sendContactMessage } from '../api/send-contact-message'

/** Spec section 9: the success message stays 3 seconds, then the form is cleared. */
export const CONTACT_SUCCESS_MS = 3000

type Field = keyof ContactMessageInput
const EMPTY: ContactMessageInput = { name: '', email: '', message: '' }

/**
 * Validation with the shared zod schema, whose code (~38 KB gzip with zod) is fetched on the first
 * validation, which the form runs as soon as it has hydrated: the page's first load stays within
 * issue 3's 120 KB and the fields take typing meanwhile. The browser keeps the loaded module, so
 * later validations wait for nothing; a failed download is simply asked for again on the next one.
 */
const contactResolver: Resolver<ContactMessageInput> = async (values, context, options) => {
  const { contactResolver: resolve } = await import('../utils/contact-resolver')
  return resolve(values, context, options)
}

/**
 * Spec "Contact Us" and section 5: name (min 3), email, message (min 10), validated with the
 * shared schema the server uses. A field's error shows once it has been touched; submit stays
 * disabled while anything is invalid.
 */
export function ContactForm() {
  const { t } = useTranslation()
  const [status, setStatus] = useState<'idle' | 'sent' | 'failed'>('idle')
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, touchedFields, isValid, isSubmitting },
  } = useForm<ContactMessageInput>({
    resolver: contactResolver,
    mode: 'all',
    defaultValues: EMPTY,
  })

  // The success message stays 3 s; then the form starts over (spec "Contact").
  useEffect(() => {
    if (status !== 'sent') return
    const timer = setTimeout(() => {
      setStatus('idle')
      reset(EMPTY)
    }, CONTACT_SUCCESS_MS)
    return () => clearTimeout(timer)
  }, [status, reset])

  async function onSubmit(values: ContactMessageInput) {
    setStatus('idle')
    try {
      await sendContactMessage(values)
      setStatus('sent')
    } catch {
      setStatus('failed')
    }
  }

  // A field's error shows once it has been touched (spec section 5).
  const errorFor = (name: Field) => (touchedFields[name] && errors[name] ? t(`contact.errors.${name}`) : undefined)

  // react-hook-form keeps isSubmitting until onSubmit's promise settles: that is the sending state.
  const isSending = isSubmitting
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5" data-testid="contact-form">
      <FormField label={t('contact.name')} error={errorFor('name')}>
        {(control) => <input type="text" autoComplete="name" {...control} {...register('name')} />}
      </FormField>
      <FormField label={t('contact.email')} error={errorFor('email')}>
        {(control) => <input type="email" autoComplete="email" {...control} {...register('email')} />}
      </FormField>
      <FormField label={t('contact.message')} error={errorFor('message')}>
        {(control) => <textarea rows={6} {...control} {...register('message')} />}
      </FormField>
      <Button type="submit" size="wide" className="self-start" disabled={!isValid || isSending}>
        {isSending ? t('contact.sending') : t('contact.submit')}
      </Button>
      <div aria-live="polite">
        {status === 'sent' && <StatusBanner tone="success">{t('contact.success')}</StatusBanner>}
        {status === 'failed' && <StatusBanner tone="error">{t('contact.failure')}</StatusBanner>}
      </div>
    </form>
  )
}
