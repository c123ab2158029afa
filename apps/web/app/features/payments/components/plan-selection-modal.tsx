import type { Article } from '@spotlight/shared/schemas/articles'
import { isPerCategoryPlan } from '@spotlight/shared/domain/plans'
import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import { type TranslationKey, useTranslation } from '#app/lib/i18n'
import { planNameKey } from '#app/lib/labels'
import { useState } from 'react'
import { Button } from '#app/components/ui/button'
import { ApiError } from '#app/lib/api-client'
import { Modal, ModalActions } from '#app/components/ui/modal'
import { signInWithPi } from '#app/lib/pi-auth/sign-in-with-pi'
import { isPiBrowser } from '#app/lib/pi-sdk'
import { usePublicConfig } from '#app/lib/public-config'
import { useSession } from '#app/lib/session-store'
import { usePrices } from '../api/get-prices'
import { useSlots } from '../api/get-slots'
import { activatePlan } from '../api/activate-plan'
import { createPayment } from '../api/create-payment'
import { usePaymentPolling } from '../hooks/use-payment-polling'
import { useWaitlistPlace } from '../hooks/use-waitlist-place'
import { closedOrderKey } from '../utils/closed-order'
import { payQrUrl } from '../utils/pay-qr-url'
import { createRefusalOf, refusalMessage, renewalOpensAt } from '../utils/create-refusal'
import { type ApprovalTrouble, openPiWallet, type PiWallet, runPiPayment } from '../utils/pi-payment'
import { isInHiddenCategory } from '../utils/plan-state'
import { ApprovalTroubleNotice } from './approval-trouble'
import type { PlanMessage } from './plan-message'
import { QrPaymentModal } from './qr-payment-modal'
import { WaitlistPanel } from './waitlist-panel'

/** 30 days, a plan's term, when the server's answer carries no expiry. */
const DEFAULT_PLAN_MS = 30 * 24 * 3600 * 1000

type Step = { kind: 'choose' } | { kind: 'working' } | { kind: 'qr'; orderId: string; url: string }

const error = (key: TranslationKey): PlanMessage => ({ tone: 'error', lines: [{ key }] })

/**
 * Why a paid plan did not activate: its article was taken down while it was paid (the payment went
 * through; say so, not "try again"), or something else went wrong.
 */
const activationFailureKey = (failure: unknown): TranslationKey =>
  failure instanceof ApiError && failure.code === 'PROMOTION_ARTICLE_NOT_PUBLISHED'
    ? 'plans.takenDownWhilePaying'
    : 'plans.completeFailed'

/**
 * The plan selection modal of My Articles: the plan, its price and remaining slots. Admins activate
 * with no payment; others pay with the Pi SDK in the Pi Browser, or through the QR modal elsewhere,
 * polled every 3 s until COMPLETED; then the plan is activated. A full slider offers its waiting line
 * instead (decision 0004), and a slot held for the user can be bought. `renewEnd` (the promotion's current
 * end) makes it a renewal: paid by everyone, 30 more days from the later of now and that end, in the
 * promotion's own slot (a promotion that already ended needs a slot again).
 */
export function PlanSelectionModal({
  article,
  planType,
  renewEnd,
  onClose,
  onMessage,
  onActivated,
}: {
  article: Article
  planType: SliderPlanType
  renewEnd?: string | undefined
  onClose: () => void
  onMessage: (message: PlanMessage | null) => void
  onActivated: (expirationAt: string) => void
}) {
  const { t, i18n } = useTranslation()
  const session = useSession()
  const isAdmin = session?.role === 'ADMIN'
  const { publicUrl, piSandbox } = usePublicConfig()
  const [step, setStep] = useState<Step>({ kind: 'choose' })
  const [trouble, setTrouble] = useState<ApprovalTrouble | null>(null)
  // The QR payment's order closed unpaid: said in the modal, whose button starts a new one.
  const [closedKey, setClosedKey] = useState<TranslationKey | null>(null)
  // The server refused the order for want of a slot: the waiting line replaces the button.
  const [slotTaken, setSlotTaken] = useState(false)
  // A per-category plan's slots are the article's category's; the hidden catch-all has no slider anyone sees.
  const perCategory = isPerCategoryPlan(planType)
  const inHiddenCategory = perCategory && isInHiddenCategory(article)
  const categorySlug = perCategory && !inHiddenCategory ? (article.category?.slug ?? null) : null
  const lacksCategory = perCategory && !categorySlug
  const slots = useSlots(
    { promoteType: planType, ...(categorySlug ? { categorySlug } : {}) },
    { enabled: !lacksCategory },
  )
  const prices = usePrices()
  const price = prices.data?.[planType]
  const waitlist = useWaitlistPlace({ planType, categorySlug })
  const isRenewal = renewEnd !== undefined
  // When the modal opened: whether the promotion being renewed is still running (rendering stays pure).
  const [openedAt] = useState(() => Date.now())
  // A renewal in force keeps its own slot; anything else needs one free, or held for this user.
  const keepsSlot = isRenewal && Date.parse(renewEnd) > openedAt
  const noSlots = (slotTaken || slots.data?.remainingSlots === 0) && !keepsSlot && !waitlist.isHolding
  const freeActivation = isAdmin && !isRenewal
  const dateText = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { year: 'numeric', month: 'long', day: 'numeric' })

  const activate = async (asAdmin: boolean, before: PlanMessage['lines'] = []) => {
    const answer = await activatePlan(
      { articleId: article.id, planType, username: session?.username ?? '', categorySlug },
      { asAdmin },
    )
    const expirationAt = answer.expirationAt || new Date(Date.now() + DEFAULT_PLAN_MS).toISOString()
    onActivated(expirationAt)
    onMessage({
      tone: 'success',
      lines: [
        ...before,
        isRenewal
          ? { key: 'plans.renewed', params: { plan: t(planNameKey(planType)), until: dateText(expirationAt) } }
          : // English names the plan by its code ('CATEGORY SLIDER activated successfully!'); other languages in words.
            {
              key: 'plans.activated',
              params: { plan: i18n.language === 'en' ? planType.replace('_', ' ') : t(planNameKey(planType)) },
            },
      ],
    })
    onClose()
  }

  const finish = (message: PlanMessage) => {
    onMessage(message)
    onClose()
  }

  usePaymentPolling({
    paymentId: step.kind === 'qr' ? step.orderId : null,
    onCompleted: (status) => {
      if (status.promotionEnded) return finish(error('plans.takenDownWhilePaying'))
      setStep({ kind: 'working' })
      activate(false, [{ key: 'plans.paymentCompleted' }]).catch((failure: unknown) => {
        console.error('Activation after payment failed', failure)
        finish(error(activationFailureKey(failure)))
      })
    },
    onError: (failure) => {
      console.error('Payment status check failed', failure)
      finish(error('plans.verifyFailed'))
    },
    onClosed: (status) => {
      setStep({ kind: 'choose' })
      setClosedKey(closedOrderKey(status))
    },
  })

  /**
   * Our order was not created. A refusal asking again cannot get past is said as it is: no slot left
   * keeps the modal open on the waiting line; the others close it. Anything else may be tried again.
   */
  const refused = (failure: unknown) => {
    setStep({ kind: 'choose' })
    const refusal = createRefusalOf(failure)
    if (!refusal) return onMessage(error('plans.createFailed'))
    const opensAt = refusal === 'renewalTooEarly' ? renewalOpensAt(article, planType, renewEnd) : null
    const line = refusalMessage(refusal, { opensOn: opensAt && dateText(opensAt.toISOString()), inMyArticles: true })
    if (refusal !== 'noSlot') return finish({ tone: 'error', lines: [line] })
    setSlotTaken(true)
    onMessage({ tone: 'error', lines: [line] })
  }

  const start = async () => {
    onMessage(null)
    setClosedKey(null)
    if (freeActivation) {
      setStep({ kind: 'working' })
      await activate(true).catch((failure: unknown) => {
        console.error('Admin activation failed', failure)
        setStep({ kind: 'choose' })
        onMessage(error('plans.adminFailed'))
      })
      return
    }
    if (!session?.accessToken || !session.username) {
      onMessage(error('plans.loginRequired'))
      onClose()
      // No session: sign-in is asked for again at once, and in the Pi Browser the wallet signs in again.
      if (isPiBrowser())
        signInWithPi(piSandbox).catch((failure: unknown) => console.error('Pi sign-in failed', failure))
      return
    }
    setStep({ kind: 'working' })
    // In the Pi Browser the wallet is readied before our order: that settles a payment a reload or
    // Back left unfinished, whose reservation would otherwise get the new order refused.
    let wallet: PiWallet | null = null
    if (isPiBrowser() && window.Pi) {
      try {
        wallet = await openPiWallet(piSandbox)
      } catch (failure) {
        console.error('Pi wallet could not open', failure)
        return finish(error('plans.paymentError'))
      }
    }
    let order: Awaited<ReturnType<typeof createPayment>>
    try {
      order = await createPayment({ planType, username: session.username, categorySlug, articleId: article.id })
    } catch (failure) {
      console.error('Create payment failed', failure)
      refused(failure)
      return
    }
    if (!wallet) {
      setStep({
        kind: 'qr',
        orderId: order.paymentId,
        url: payQrUrl(publicUrl, { paymentId: order.paymentId, plan: planType, articleId: article.id }),
      })
      return
    }
    try {
      const outcome = await runPiPayment(order, { wallet, onApprovalTrouble: setTrouble })
      setTrouble(null)
      if (outcome.status === 'cancelled') {
        return finish(error(outcome.afterApprovalFailed ? 'purchase.approvalExpired' : 'plans.paymentCancelled'))
      }
      if (outcome.status === 'failed') {
        console.error('Pi payment failed', outcome.error)
        const key = {
          sdk: 'plans.paymentError',
          approve: 'purchase.approveRefused',
          complete: 'plans.completeFailed',
        } as const
        return finish(error(key[outcome.stage]))
      }
      if (outcome.promotionEnded) return finish(error('plans.takenDownWhilePaying'))
      await activate(false)
    } catch (failure) {
      console.error('Pi payment or activation failed', failure)
      finish(error(activationFailureKey(failure)))
    }
  }

  if (step.kind === 'qr') {
    return (
      <QrPaymentModal
        title={t('plans.qrTitle')}
        url={step.url}
        qrAlt={t('plans.qrAlt')}
        linkText={t('plans.qrLink')}
        waitingText={t('plans.waiting')}
        cancelText={t('plans.cancel')}
        onCancel={onClose}
        onQrError={() => finish(error('plans.qrFailed'))}
      />
    )
  }

  const planName = t(planNameKey(planType))
  const showsWaitlist = noSlots && !lacksCategory
  const renewFrom = renewEnd ? dateText(new Date(Math.max(openedAt, Date.parse(renewEnd))).toISOString()) : ''
  return (
    <Modal title={t(isRenewal ? 'plans.renewTitle' : 'plans.selectionTitle')} onClose={onClose}>
      <p className="mt-2 text-slate-600">
        {isRenewal
          ? t('plans.renewBody', { title: article.title, from: renewFrom })
          : t('plans.selectionBody', { title: article.title })}
      </p>
      <div className="mt-4 rounded-xl border border-violet-200 bg-violet-50 p-4" data-testid="plan-option">
        <p className="font-semibold text-violet-900">
          {planName}
          {price !== undefined ? ` · ${t('plans.price', { price })}` : ''}
        </p>
        {prices.isError ? (
          <p role="alert" className="mt-1 text-sm text-rose-700">
            {t('plans.planInfoFailed')}
          </p>
        ) : null}
        {keepsSlot ? null : (
          <p className="mt-1 text-sm text-slate-700" aria-live="polite" data-testid="plan-slots">
            {lacksCategory
              ? t(inHiddenCategory ? 'purchase.articleHiddenCategory' : 'plans.noCategory')
              : slots.data
                ? noSlots
                  ? t('plans.noSlots')
                  : t('plans.remaining', { remaining: slots.data.remainingSlots, total: slots.data.totalSlots })
                : slots.isError
                  ? t('plans.slotsUnavailable')
                  : t('plans.loadingSlots')}
          </p>
        )}
      </div>
      {/* A full slider: its button becomes the waiting line (a slot held for the user is bought below). */}
      {showsWaitlist || waitlist.isHolding ? <WaitlistPanel waitlist={waitlist} className="mt-4" /> : null}
      {closedKey ? (
        <p role="alert" className="mt-4 text-sm text-rose-700" data-testid="plan-qr-closed">
          {t(closedKey)}
        </p>
      ) : null}
      {trouble && step.kind === 'working' ? <ApprovalTroubleNotice trouble={trouble} className="mt-4" /> : null}
      <ModalActions cancelLabel={t('plans.cancel')} onCancel={onClose}>
        {showsWaitlist ? null : (
          <Button
            onClick={() => void start()}
            disabled={lacksCategory || (!keepsSlot && !slots.isSuccess) || step.kind === 'working'}
            aria-busy={step.kind === 'working' || undefined}
            data-testid="plan-activate"
          >
            {step.kind === 'working'
              ? t('plans.working')
              : freeActivation
                ? t('plans.activateFree')
                : isRenewal
                  ? t('plans.renewPay')
                  : t('plans.pay')}
          </Button>
        )}
      </ModalActions>
    </Modal>
  )
}
