import type { Article } from '@spotlight/shared/schemas/articles'
import { isPerCategoryPlan, isSliderPlan } from '@spotlight/shared/domain/plans'
import type { PlanType } from '@spotlight/shared/domain/enums'
import { loadAppStrings, type TranslationKey, useTranslation } from '#app/lib/i18n'
import { planNameKey } from '#app/lib/labels'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '#app/components/ui/button'
import { StatusBanner } from '#app/components/ui/status-banner'
import { Modal, ModalActions } from '#app/components/ui/modal'
import { paths } from '#app/config/paths'
import { signInWithPi } from '#app/lib/pi-auth/sign-in-with-pi'
import { isPiBrowser } from '#app/lib/pi-sdk'
import { usePublicConfig } from '#app/lib/public-config'
import { useSession } from '#app/lib/session-store'
import { createPayment } from '../api/create-payment'
import { usePaymentPolling } from '../hooks/use-payment-polling'
import { closedOrderKey } from '../utils/closed-order'
import { payQrUrl } from '../utils/pay-qr-url'
import { createRefusalOf, refusalMessage, renewalOpensAt } from '../utils/create-refusal'
import {
  type ApprovalTrouble,
  openPiWallet,
  PiSdkUnavailableError,
  type PiWallet,
  runPiPayment,
} from '../utils/pi-payment'
import { ApprovalTroubleNotice } from './approval-trouble'
import { ArticlePickerModal } from './article-picker-modal'
import { ConfirmPaymentModal } from './confirm-payment-modal'
import { QrPaymentModal } from './qr-payment-modal'
import { RedirectNotice } from './redirect-notice'
import { WaitlistButton } from './waitlist-panel'
import { QueryProvider } from '#app/lib/query-client'

// Signed-in screens' strings are not in the public pages' catalogue: here before this renders.
await loadAppStrings()

/** Time to read the success message before the page changes. */
export const PURCHASE_REDIRECT_MS = 1500

type Step =
  | { kind: 'sign-in' }
  | { kind: 'pick-article' }
  | { kind: 'confirm'; article: Article | null }
  | { kind: 'starting' }
  | { kind: 'qr'; orderId: string; url: string; article: Article | null }
  | { kind: 'idle' }
type Message = {
  tone: 'success' | 'error'
  key: TranslationKey
  params?: Record<string, string>
  /** The payment could not go through and a new one may: offer to start over (with that article). */
  startOver?: { article: Article | null }
  /** No slot was left for that article: offer the slider's waiting line instead. */
  waitlist?: { article: Article | null }
}

/**
 * The Advertise page purchase, loaded only once a plan is chosen.
 * Signed out: sign in first. Slider plans: pick the published article. Then the terms, the redirect
 * notice, our order, and either the Pi SDK (Pi Browser) or the desktop's QR with 3 s polling.
 * After a STANDARD payment the user goes to create-article (the credit is ready); a slider payment
 * leads to My Articles, where the plan shows.
 */
export default function PurchaseFlow({
  plan,
  planName,
  price,
  onClose,
}: {
  plan: PlanType
  planName: string
  price: number | undefined
  onClose: () => void
}) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const session = useSession()
  const { publicUrl, piSandbox } = usePublicConfig()
  // A slot is bought for an article; a publication credit is not.
  const firstStep = (): Step => (isSliderPlan(plan) ? { kind: 'pick-article' } : { kind: 'confirm', article: null })
  const [step, setStep] = useState<Step>(() => (session ? firstStep() : { kind: 'sign-in' }))
  const [message, setMessage] = useState<Message | null>(null)
  const [isSigningIn, setIsSigningIn] = useState(false)
  const [doneTarget, setDoneTarget] = useState<string | null>(null)
  const [trouble, setTrouble] = useState<ApprovalTrouble | null>(null)

  useEffect(() => {
    if (!doneTarget) return
    const timer = window.setTimeout(() => void navigate(doneTarget), PURCHASE_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [doneTarget, navigate])

  const afterPayment = isSliderPlan(plan) ? paths.userDashboard.myArticles : paths.userDashboard.createArticle
  const fail = (key: TranslationKey, startOver?: Message['startOver']) => {
    setStep({ kind: 'idle' })
    setTrouble(null)
    setMessage({ tone: 'error', key, ...(startOver ? { startOver } : {}) })
  }

  /** Our order was not created: a refusal asking again cannot get past says what to do; anything else, try again. */
  const refused = (failure: unknown, article: Article | null) => {
    const refusal = createRefusalOf(failure)
    if (!refusal) return fail('purchase.createFailed')
    const opensAt = refusal === 'renewalTooEarly' && isSliderPlan(plan) ? renewalOpensAt(article, plan) : null
    const opensOn = opensAt
      ? opensAt.toLocaleDateString(i18n.language, { year: 'numeric', month: 'long', day: 'numeric' })
      : null
    setStep({ kind: 'idle' })
    setMessage({
      tone: 'error',
      ...refusalMessage(refusal, { opensOn, inMyArticles: false }),
      ...(refusal === 'noSlot' ? { waitlist: { article } } : {}),
    })
  }

  usePaymentPolling({
    paymentId: step.kind === 'qr' ? step.orderId : null,
    onCompleted: (status) => {
      if (status.promotionEnded) return fail('purchase.takenDownWhilePaying')
      setStep({ kind: 'idle' })
      setMessage({ tone: 'success', key: 'purchase.desktopSuccess' })
      setDoneTarget(afterPayment)
    },
    // No onError: polling errors are ignored on this page.
    // Closed unpaid (expired above all: nobody paid it in time): said so, with a new order offered.
    onClosed: (status) => {
      if (step.kind !== 'qr') return
      fail(closedOrderKey(status), { article: step.article })
    },
  })

  const signIn = async () => {
    if (!isPiBrowser()) {
      // A desktop signs in through the QR sign-in page, as everywhere else.
      await navigate(paths.sessionQr)
      return
    }
    setIsSigningIn(true)
    try {
      await signInWithPi(piSandbox)
      setMessage(null)
      setStep(firstStep())
    } catch (error) {
      console.error('Pi sign-in failed', error)
      setMessage({ tone: 'error', key: 'purchase.signInFailed' })
    } finally {
      setIsSigningIn(false)
    }
  }

  const pay = async (article: Article | null) => {
    if (!session) {
      setStep({ kind: 'sign-in' })
      return
    }
    setMessage(null)
    setStep({ kind: 'starting' })
    // In the Pi Browser the wallet is readied before our order: that settles a payment a reload or
    // Back left unfinished, whose reservation would otherwise get the new order refused.
    let wallet: PiWallet | null = null
    if (isPiBrowser()) {
      try {
        wallet = await openPiWallet(piSandbox)
      } catch (error) {
        console.error('Pi wallet could not open', error)
        fail(error instanceof PiSdkUnavailableError ? 'purchase.sdkNotLoaded' : 'purchase.walletError')
        return
      }
    }
    let order: Awaited<ReturnType<typeof createPayment>>
    try {
      order = await createPayment({
        planType: plan,
        username: session.username,
        categorySlug: sliderCategory(plan, article),
        articleId: article?.id ?? null,
      })
    } catch (error) {
      console.error('Create payment failed', error)
      refused(error, article)
      return
    }

    if (!wallet) {
      const url = payQrUrl(publicUrl, { paymentId: order.paymentId, plan, articleId: article?.id ?? null })
      setStep({ kind: 'qr', orderId: order.paymentId, url, article })
      return
    }
    try {
      const outcome = await runPiPayment(order, { wallet, onApprovalTrouble: setTrouble })
      setTrouble(null)
      if (outcome.status === 'completed' && outcome.promotionEnded) fail('purchase.takenDownWhilePaying')
      else if (outcome.status === 'completed') {
        setStep({ kind: 'idle' })
        setMessage({ tone: 'success', key: 'purchase.success', params: { plan: t(planNameKey(plan)) } })
        setDoneTarget(afterPayment)
      } else if (outcome.status === 'cancelled') {
        if (outcome.afterApprovalFailed) fail('purchase.approvalExpired', { article })
        else fail('purchase.cancelled')
      } else {
        console.error('Pi payment failed', outcome.error)
        if (outcome.stage === 'approve') fail('purchase.approveRefused', { article })
        else fail(outcome.stage === 'complete' ? 'purchase.completeFailed' : 'purchase.walletError')
      }
    } catch (error) {
      console.error('Pi payment could not start', error)
      fail('purchase.walletError')
    }
  }

  return (
    <QueryProvider>
      <div className="mt-3 flex flex-col gap-2" data-testid="purchase-flow">
        {step.kind === 'starting' ? trouble ? <ApprovalTroubleNotice trouble={trouble} /> : <RedirectNotice /> : null}
        {message ? (
          <StatusBanner tone={message.tone} data-testid="purchase-message">
            {t(message.key, message.params)}
          </StatusBanner>
        ) : null}
        {message?.startOver ? (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => {
              setMessage(null)
              setStep({ kind: 'confirm', article: message.startOver?.article ?? null })
            }}
          >
            {t('purchase.startOver')}
          </Button>
        ) : null}
        {message?.waitlist && isSliderPlan(plan) ? (
          <WaitlistButton
            slider={{ planType: plan, categorySlug: sliderCategory(plan, message.waitlist.article) }}
            onBuy={() => {
              setMessage(null)
              setStep({ kind: 'confirm', article: message.waitlist?.article ?? null })
            }}
          />
        ) : null}

        {step.kind === 'sign-in' ? (
          <Modal title={t('purchase.signInTitle')} onClose={onClose}>
            <p className="mt-2 text-slate-600">{t('purchase.signInBody')}</p>
            {message?.tone === 'error' ? (
              <p role="alert" className="mt-2 text-sm text-rose-700">
                {t(message.key)}
              </p>
            ) : null}
            <ModalActions cancelLabel={t('purchase.cancel')} onCancel={onClose}>
              <Button onClick={() => void signIn()} disabled={isSigningIn} aria-busy={isSigningIn || undefined}>
                {isSigningIn ? t('purchase.signingIn') : t('purchase.signIn')}
              </Button>
            </ModalActions>
          </Modal>
        ) : null}

        {step.kind === 'pick-article' && isSliderPlan(plan) ? (
          <ArticlePickerModal
            planType={plan}
            onCancel={onClose}
            onPick={(article) => setStep({ kind: 'confirm', article })}
          />
        ) : null}

        {step.kind === 'confirm' ? (
          <ConfirmPaymentModal
            planName={planName}
            price={price}
            onCancel={onClose}
            onConfirm={() => void pay(step.article)}
          />
        ) : null}

        {step.kind === 'qr' ? (
          <QrPaymentModal
            title={t('purchase.qrTitle')}
            body={t('purchase.qrBody')}
            url={step.url}
            qrAlt={t('purchase.qrAlt')}
            linkText={t('purchase.qrLink')}
            waitingText={t('purchase.waiting')}
            cancelText={t('purchase.cancel')}
            onCancel={() => {
              setStep({ kind: 'idle' })
              onClose()
            }}
            onQrError={() => fail('purchase.qrFailed')}
          />
        ) : null}
      </div>
    </QueryProvider>
  )
}

/** The slider a plan puts the article on: its category's for a per-category plan, else the main one. */
const sliderCategory = (plan: PlanType, article: Article | null) =>
  isPerCategoryPlan(plan) ? (article?.category?.slug ?? null) : null
