// First part of the fake window.Pi (see pi-sdk.script.ts): scenario knobs, HTTP to the simulator,
// init and authenticate. Plain ES2020 for the browser; no backticks or template placeholders here.
export const PI_SDK_CORE = String.raw`
const SIM = { initialized: false, sandbox: false, auth: null, payments: [], shareDialogs: [], openedUrls: [] }

// The simulator's base is wherever this script came from; '/__pi-sim' when it cannot tell.
const BASE = (function () {
  const script = document.currentScript
  const src = script && script.src
  return src ? src.replace(/\/pi-sdk\.js(?:[?#].*)?$/, '') : '/__pi-sim'
})()

const KNOB_NAMES = {
  user: 'pi_sim_user',
  action: 'pi_sim_action',
  approvalWindowMs: 'pi_sim_approval_window_ms',
  completionWindowMs: 'pi_sim_completion_window_ms',
  retryMs: 'pi_sim_retry_ms',
  authenticate: 'pi_sim_authenticate',
  openUrl: 'pi_sim_open_url',
  declineScopes: 'pi_sim_decline_scopes',
  // Comma-separated features Pi.nativeFeaturesList() reports: 'inline_media', 'ad_network', 'request_permission'.
  nativeFeatures: 'pi_sim_native_features',
}
const KNOB_DEFAULTS = {
  user: 'pioneer',
  action: 'sign',
  approvalWindowMs: 60000,
  completionWindowMs: 60000,
  retryMs: 10000,
  authenticate: 'ok',
  openUrl: 'ok',
  declineScopes: '',
  nativeFeatures: '',
}

function readCookie(name) {
  const parts = document.cookie ? document.cookie.split(';') : []
  for (const part of parts) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim())
  }
  return null
}

// Read on every use, so a test may change window.__PI_SIM__ between two calls.
function knob(name) {
  const overrides = window.__PI_SIM__
  if (overrides && overrides[name] !== undefined && overrides[name] !== null) return overrides[name]
  const fromQuery = new URLSearchParams(window.location.search).get(KNOB_NAMES[name])
  if (fromQuery) return fromQuery
  return readCookie(KNOB_NAMES[name]) || KNOB_DEFAULTS[name]
}

function numberKnob(name) {
  const value = Number(knob(name))
  return Number.isFinite(value) && value > 0 ? value : KNOB_DEFAULTS[name]
}

function requireInit() {
  if (!SIM.initialized) throw new Error('Pi Network SDK was not initialized. Call init() before any other method.')
}

// The real SDK only gets answers from a Pi host page: the Pi Browser, or the desktop Sandbox.
function isPiHost() {
  return navigator.userAgent.indexOf('PiBrowser') >= 0 || SIM.sandbox === true
}

async function api(method, path, token, body, extraHeaders) {
  const headers = Object.assign({ accept: 'application/json' }, extraHeaders || {})
  if (token) headers.authorization = 'Bearer ' + token
  const init = { method: method, headers: headers }
  if (body !== undefined) {
    headers['content-type'] = 'application/json'
    init.body = JSON.stringify(body)
  }
  const response = await fetch(BASE + path, init)
  let json = null
  try {
    json = await response.json()
  } catch (error) {
    json = null
  }
  return { ok: response.ok, status: response.status, body: json }
}

function apiError(result, fallback) {
  const body = result.body || {}
  const error = new Error(body.error_message || fallback + ' (HTTP ' + result.status + ')')
  error.code = body.error
  return error
}

// App callbacks may throw or reject; that must not stop the payment flow, only be reported.
function safely(callback, args) {
  if (typeof callback !== 'function') return
  try {
    const result = callback.apply(undefined, args)
    if (result && typeof result.catch === 'function') {
      result.catch(function (error) {
        console.error('[pi-sim] callback failed', error)
      })
    }
  } catch (error) {
    console.error('[pi-sim] callback failed', error)
  }
}

function init(options) {
  const config = options || {}
  if (config.version !== '2.0') throw new Error('Pi.init: unsupported version "' + config.version + '", use "2.0".')
  SIM.initialized = true
  SIM.sandbox = config.sandbox === true
}

async function authenticate(scopes, onIncompletePaymentFound) {
  requireInit()
  if (!Array.isArray(scopes)) throw new Error('Pi.authenticate: scopes must be an array.')
  const mode = knob('authenticate')
  if (mode === 'consent_denied') throw new Error('User consent cancelled.')
  // Outside a Pi host the real SDK's messages go unanswered: the promise never settles.
  if (mode === 'hang' || !isPiHost()) return new Promise(function () {})

  const token = 'sim-' + String(knob('user'))
  // The consent screen: the user grants what was asked, less any scope the declineScopes knob names.
  const declined = String(knob('declineScopes')).split(',')
  const granted = scopes.filter(function (scope) {
    return declined.indexOf(scope) < 0
  })
  const consent = await api('POST', '/_device/consent', token, { scopes: granted })
  if (!consent.ok) throw apiError(consent, 'Pi authentication failed')
  const me = await api('GET', '/v2/me', token)
  if (!me.ok) throw apiError(me, 'Pi authentication failed')
  // What the user granted, not what the app asked for: the token carries only those scopes.
  SIM.auth = { accessToken: token, scopes: granted, user: me.body, onIncomplete: onIncompletePaymentFound }

  const incomplete = await api('GET', '/v2/payments/incomplete', token)
  // Not awaited, as in the real SDK: the app's handler runs while sign-in finishes.
  if (incomplete.ok && incomplete.body && incomplete.body.exists) {
    safely(onIncompletePaymentFound, [incomplete.body.payment])
  }
  // Without the username scope /v2/me has no username, and neither has this user.
  const user = { uid: me.body.uid }
  if (me.body.username !== undefined) user.username = me.body.username
  return { accessToken: token, user: user }
}
`
