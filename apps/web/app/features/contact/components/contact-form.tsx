import type { ContactMessageInput } from '@spotlight/shared/schemas/contact'
import { useEffect, useRef, useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from '#app/lib/i18n'
import { Button } from '#app/components/ui/button'
import { FormField } from '#app/components/ui/form-field'
import { StatusBanner } from '#app/components/ui/status-banner'
import { sendContactMessage } from '../api/send-contact-message'

/** The success message stays 3 seconds. */
export const CONTACT_SUCCESS_MS = 3000

type Field = keyof ContactMessageInput
const EMPTY: ContactMessageInput = { name: '', email: '', message: '' }

/**
 * Validation with the shared zod schema, whose code (~38 KB gzip with zod) is fetched on the first
 * validation, which the form runs as soon as it has hydrated: the page's first load stays within
 * its 120 KB budget (decision 0005) and the fields take typing meanwhile. The browser keeps the loaded module, so
 * later validations wait for nothing; a failed download is simply asked for again on the next one.
 */
const contactResolver: Resolver<ContactMessageInput> = async (values, context, options) => {
  const { contactResolver: resolve } = await import('../utils/contact-resolver')
  return resolve(values, context, options)
}

/**
 * The contact form: name (min 3), email, message (min 10), validated with the
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

  const outcome = useRef<HTMLDivElement>(null)

  // The success message stays 3 s.
  useEffect(() => {
    if (status !== 'sent') return
    const timer = setTimeout(() => setStatus('idle'), CONTACT_SUCCESS_MS)
    return () => clearTimeout(timer)
  }, [status])

  // The outcome is said above the fields and brought into view: at the foot of the form a phone's
  // fixed badges covered it, and the reader, still looking at the button, never saw it.
  useEffect(() => {
    if (status !== 'idle') outcome.current?.scrollIntoView?.({ block: 'center' })
  }, [status])

  async function onSubmit(values: ContactMessageInput) {
    setStatus('idle')
    try {
      await sendContactMessage(values)
      // Cleared at once: a form still filled beside "sent" reads as if it was not, and invites a
      // second send. A failure keeps what was typed.
      reset(EMPTY)
      setStatus('sent')
    } catch {
      setStatus('failed')
    }
  }

  // A field's error shows once it has been touched.
  const errorFor = (name: Field) => (touchedFields[name] && errors[name] ? t(`contact.errors.${name}`) : undefined)

  // react-hook-form keeps isSubmitting until onSubmit's promise settles: that is the sending state.
  const isSending = isSubmitting
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5" data-testid="contact-form">
      <div ref={outcome} aria-live="polite" className="empty:hidden">
        {status === 'sent' && <StatusBanner tone="success">{t('contact.success')}</StatusBanner>}
        {status === 'failed' && <StatusBanner tone="error">{t('contact.failure')}</StatusBanner>}
      </div>
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
    </form>
  )
}
