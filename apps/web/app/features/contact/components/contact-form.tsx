import type { ContactMessageInput } from '@spotlight/shared/schemas/contact'
import { useEffect, useId, useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from '#app/lib/i18n'
import { Button } from '#app/components/ui/button'
import { cn } from '#app/lib/cn'
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
  const formId = useId()
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

  const fieldProps = (name: Field) => {
    const hasError = Boolean(touchedFields[name] && errors[name])
    return {
      id: `${formId}-${name}`,
      'aria-invalid': hasError || undefined,
      'aria-describedby': hasError ? `${formId}-${name}-error` : undefined,
      className: cn(
        'w-full rounded-xl border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-violet-500',
        hasError ? 'border-red-500' : 'border-slate-300',
      ),
      ...register(name),
    }
  }

  const errorFor = (name: Field) =>
    touchedFields[name] && errors[name] ? (
      <p id={`${formId}-${name}-error`} className="text-sm text-red-700">
        {t(`contact.errors.${name}`)}
      </p>
    ) : null

  // react-hook-form keeps isSubmitting until onSubmit's promise settles: that is the sending state.
  const isSending = isSubmitting
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5" data-testid="contact-form">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${formId}-name`} className="text-sm font-semibold text-slate-800">
          {t('contact.name')}
        </label>
        <input type="text" autoComplete="name" {...fieldProps('name')} />
        {errorFor('name')}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${formId}-email`} className="text-sm font-semibold text-slate-800">
          {t('contact.email')}
        </label>
        <input type="email" autoComplete="email" {...fieldProps('email')} />
        {errorFor('email')}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${formId}-message`} className="text-sm font-semibold text-slate-800">
          {t('contact.message')}
        </label>
        <textarea rows={6} {...fieldProps('message')} />
        {errorFor('message')}
      </div>
      <Button type="submit" size="wide" className="self-start" disabled={!isValid || isSending}>
        {isSending ? t('contact.sending') : t('contact.submit')}
      </Button>
      <div aria-live="polite">
        {status === 'sent' && (
          <p role="status" className="rounded-xl border border-green-200 bg-green-50 p-4 text-green-800">
            {t('contact.success')}
          </p>
        )}
        {status === 'failed' && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
            {t('contact.failure')}
          </p>
        )}
      </div>
    </form>
  )
}
