import { isPiBrowser, startPiSdk } from '#app/lib/pi-sdk'

/** The Pi SDK's sharing and links-out calls (`Pi.openShareDialog`, `Pi.openUrlInSystemBrowser`). */
type PiShareSdk = {
  openShareDialog(title: string, message: string): void
  openUrlInSystemBrowser(url: string): Promise<void>
}

export type ShareOutcome = 'pi' | 'native' | 'cancelled' | 'copied' | 'failed'

async function piSdk(sandbox: boolean): Promise<PiShareSdk | null> {
  if (!isPiBrowser()) return null
  const sdk = (await startPiSdk(sandbox)) as Partial<PiShareSdk> | null
  return sdk && typeof sdk.openShareDialog === 'function' ? (sdk as PiShareSdk) : null
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/**
 * Shares a link the best way the browser offers: the Pi Browser's own share sheet, else the Web
 * Share API, else a copy to the clipboard. The caller tells the person what happened.
 */
export async function shareLink(input: {
  title: string
  message: string
  url: string
  sandbox: boolean
}): Promise<ShareOutcome> {
  const pi = await piSdk(input.sandbox)
  if (pi) {
    pi.openShareDialog(input.title, input.message)
    return 'pi'
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: input.title, text: input.title, url: input.url })
      return 'native'
    } catch (error) {
      // The person closed the share sheet: nothing more to do. Any other failure falls back to a copy.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  return (await copy(input.url)) ? 'copied' : 'failed'
}

/**
 * In the Pi Browser, a link to another site opens in the phone's browser through the SDK, so the
 * reader does not leave Spotlight's frame; when the SDK refuses (old Pi Browsers), the plain link.
 */
export async function openOutside(url: string, newTab: boolean, sandbox: boolean): Promise<void> {
  const pi = await piSdk(sandbox)
  try {
    if (!pi || typeof pi.openUrlInSystemBrowser !== 'function') throw new Error('no Pi SDK')
    await pi.openUrlInSystemBrowser(url)
  } catch {
    if (newTab) window.open(url, '_blank', 'noopener,noreferrer')
    else window.location.assign(url)
  }
}
