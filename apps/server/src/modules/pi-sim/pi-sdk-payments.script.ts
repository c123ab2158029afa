// Second part of the fake window.Pi: createPayment, played against the simulator's wallet routes
// with the scripted user action. Same rules as pi-sdk-core.script.ts (plain ES2020, no backticks).
export const PI_SDK_PAYMENTS = String.raw`
// Approval and completion are noticed at least this often, whatever retryMs is.
const POLL_MS = 250

function sleep(ms) {
  return new Promise(function (resolve) {
    setTimeout(resolve, ms)
  })
}

// Pi sets cancelled (by the developer or Pi) or user_cancelled (by the user), never both.
function isCancelled(payment) {
  return payment.status.cancelled || payment.status.user_cancelled
}

function paymentPath(id, action) {
  return '/v2/payments/' + encodeURIComponent(id) + '/' + action
}

function checkPaymentData(data) {
  if (!data || typeof data !== 'object') return 'paymentData must be an object'
  if (typeof data.amount !== 'number' || !Number.isFinite(data.amount) || data.amount <= 0)
    return 'amount must be a positive number'
  if (typeof data.memo !== 'string') return 'memo must be a string'
  if (!data.metadata || typeof data.metadata !== 'object' || Array.isArray(data.metadata))
    return 'metadata must be an object'
  return null
}

async function readPayment(token, id) {
  try {
    const result = await api('GET', paymentPath(id, 'wallet'), token)
    return result.ok ? result.body : null
  } catch (error) {
    // A network blip: the next poll tries again.
    return null
  }
}

// Calls notify now and again every retryMs until done(payment) holds or windowMs has passed.
async function retryUntil(token, id, retryMs, windowMs, notify, done) {
  const started = Date.now()
  let lastNotice = started
  notify()
  for (;;) {
    await sleep(Math.min(retryMs, POLL_MS))
    const payment = await readPayment(token, id)
    if (payment && done(payment)) return { payment: payment, timedOut: false }
    const now = Date.now()
    if (now - started >= windowMs) return { payment: payment, timedOut: true }
    if (now - lastNotice >= retryMs) {
      lastNotice = now
      notify()
    }
  }
}

async function playUserAction(token, id, plan, callbacks) {
  if (plan.action === 'never_sign') return
  if (plan.action === 'user_cancel') {
    const cancelled = await api('POST', paymentPath(id, 'user-cancel'), token)
    if (!cancelled.ok) return safely(callbacks.onError, [apiError(cancelled, 'Cancel failed'), cancelled.body && cancelled.body.payment])
    return safely(callbacks.onCancel, [id])
  }
  const body = plan.action === 'sign_unverified' ? { verified: false } : {}
  const signed = await api('POST', paymentPath(id, 'sign'), token, body)
  if (!signed.ok) return safely(callbacks.onError, [apiError(signed, 'Signing failed'), signed.body && signed.body.payment])
  const txid = signed.body.txid
  // After the completion window the payment just stays incomplete, as with the real wallet.
  await retryUntil(
    token,
    id,
    plan.retryMs,
    plan.completionWindowMs,
    function () {
      safely(callbacks.onReadyForServerCompletion, [id, txid])
    },
    function (payment) {
      return payment.status.developer_completed || isCancelled(payment)
    },
  )
}

async function runPayment(data, callbacks) {
  const problem = checkPaymentData(data)
  if (problem) return safely(callbacks.onError, [new Error('Invalid payment data: ' + problem)])
  const auth = SIM.auth
  if (!auth || auth.scopes.indexOf('payments') < 0) {
    return safely(callbacks.onError, [new Error('Cannot create a payment without "payments" scope')])
  }
  const plan = {
    action: String(knob('action')),
    retryMs: numberKnob('retryMs'),
    approvalWindowMs: numberKnob('approvalWindowMs'),
    completionWindowMs: numberKnob('completionWindowMs'),
  }
  const token = auth.accessToken
  const created = await api(
    'POST',
    '/v2/payments/user_to_app',
    token,
    { amount: data.amount, memo: data.memo, metadata: data.metadata },
    { 'x-pi-sim-approval-window-ms': String(plan.approvalWindowMs) },
  )
  if (!created.ok) {
    // Another payment with a transaction blocks this one: report it, then hand over the old one.
    safely(callbacks.onError, [apiError(created, 'The payment could not be created'), undefined])
    if (created.body && created.body.error === 'ongoing_payment_found' && created.body.payment) {
      safely(auth.onIncomplete, [created.body.payment])
    }
    return
  }

  const id = created.body.identifier
  SIM.payments.push(id)
  const approval = await retryUntil(
    token,
    id,
    plan.retryMs,
    plan.approvalWindowMs,
    function () {
      safely(callbacks.onReadyForServerApproval, [id])
    },
    function (payment) {
      return payment.status.developer_approved || isCancelled(payment)
    },
  )
  // At the end of the window, read once more: the simulator lapses the payment on that read.
  const payment = approval.timedOut ? (await readPayment(token, id)) || approval.payment : approval.payment
  if (!payment || isCancelled(payment) || !payment.status.developer_approved) {
    return safely(callbacks.onCancel, [id])
  }
  await playUserAction(token, id, plan, callbacks)
}

function createPayment(paymentData, callbacks) {
  requireInit()
  const handlers = callbacks || {}
  runPayment(paymentData, handlers).catch(function (error) {
    safely(handlers.onError, [error])
  })
}
`
