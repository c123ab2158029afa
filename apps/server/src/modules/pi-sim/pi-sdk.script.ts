// The fake window.Pi served at /__pi-sim/pi-sdk.js in place of https://sdk.minepi.com/pi-sdk.js
// (the simulator: decision 0004). Kept as strings, not a static file, because the server is bundled
// into dist/server.js. Plain ES2020 without eval or inline handlers: the site's CSP is strict.
import { PI_SDK_CORE } from './pi-sdk-core.script'
import { PI_SDK_PAYMENTS } from './pi-sdk-payments.script'

const PI_SDK_API = String.raw`
// Reported to the simulator too, so tests read them from GET /_control/state (deviceActions).
function reportDevice(path, body) {
  body.user = SIM.auth && SIM.auth.user ? SIM.auth.user.username : null
  api('POST', '/_device/' + path, null, body).catch(function (error) {
    console.error('[pi-sim] could not report ' + path, error)
  })
}

function unavailableAd(type) {
  requireInit()
  return Promise.resolve({ type: type, result: 'AD_NOT_AVAILABLE' })
}

window.Pi = {
  __sim: true,
  // What the page did with the SDK, for tests to read.
  __simState: SIM,
  init: init,
  authenticate: authenticate,
  createPayment: createPayment,
  openShareDialog: function (title, message) {
    requireInit()
    SIM.shareDialogs.push({ title: title, message: message })
    reportDevice('share-dialog', { title: String(title), message: String(message) })
  },
  // None by default; the knob pi_sim_native_features (cookie, query or window.__PI_SIM__) chooses them.
  nativeFeaturesList: function () {
    requireInit()
    const features = String(knob('nativeFeatures') || '')
    return Promise.resolve(features.split(',').map(function (name) { return name.trim() }).filter(Boolean))
  },
  // The knob openUrl=fail plays an old Pi Browser, whose SDK lacks the call and rejects it.
  openUrlInSystemBrowser: function (url) {
    requireInit()
    if (knob('openUrl') === 'fail') return Promise.reject(new Error('No minimal requirements'))
    SIM.openedUrls.push(String(url))
    reportDevice('open-url', { url: String(url) })
    return Promise.resolve()
  },
  Ads: {
    showAd: unavailableAd,
    requestAd: unavailableAd,
    isAdReady: function (type) {
      requireInit()
      return Promise.resolve({ type: type, ready: false })
    },
  },
}
`

export const PI_SDK_SCRIPT = [
  '/* Pi Platform simulator: a stand-in for the Pi SDK, for development and tests only. */',
  '(function () {',
  "'use strict'",
  PI_SDK_CORE,
  PI_SDK_PAYMENTS,
  PI_SDK_API,
  '})()',
  '',
].join('\n')
