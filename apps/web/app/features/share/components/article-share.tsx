import { useEffect, useState } from 'react'
import { loadReaderStrings, useTranslation } from '#app/lib/i18n'
import { isPiBrowser } from '#app/lib/pi-sdk'
import { usePublicConfig } from '#app/lib/public-config'
import { buttonClasses } from '#app/components/ui/button'

/** Marks the part of a page whose links to other sites open through the Pi SDK (see OutboundLinks). */
export const OUTBOUND_LINKS_ATTRIBUTE = 'data-outbound-links'

// Loaded when first used: the share code stays out of the page's first load.
const loadShare = () => import('../utils/share-link')

/**
 * The article page's share button: the Pi Browser's share sheet, the Web Share API, or a copy of the
 * link, with a toast (role=status) saying what happened. Also opens the article's links to other
 * sites in the phone's browser when inside the Pi Browser.
 */
export function ArticleShare({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation()
  const { piSandbox } = usePublicConfig()
  const [toast, setToast] = useState('')

  useEffect(() => {
    if (!toast) return
    const timer = window.setTimeout(() => setToast(''), 4000)
    return () => window.clearTimeout(timer)
  }, [toast])

  useOutboundLinks(piSandbox)

  // Fetched as soon as the reader reaches for the button: the Web Share API and the clipboard only
  // work shortly after the tap, so the tap should not wait on the network.
  const prepare = () => void Promise.all([loadShare(), loadReaderStrings()])

  async function share() {
    // The messages are in the signed-in catalogue, out of the page's first load: fetched on the first share.
    const [{ shareLink }] = await Promise.all([loadShare(), loadReaderStrings()])
    const outcome = await shareLink({ title, url, message: t('sharing.message', { title, url }), sandbox: piSandbox })
    if (outcome === 'copied') setToast(t('sharing.copied'))
    if (outcome === 'failed') setToast(t('sharing.copyFailed', { url }))
  }

  return (
    <div className="mx-auto mb-6 flex w-full max-w-3xl justify-end">
      <button
        type="button"
        onClick={() => void share()}
        onPointerEnter={prepare}
        onPointerDown={prepare}
        onFocus={prepare}
        className={buttonClasses('secondary')}
      >
        <svg
          viewBox="0 0 24 24"
          width={18}
          height={18}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          aria-hidden="true"
        >
          <path
            d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t('share.button')}
      </button>
      {/* Always in the page, so screen readers announce what is written into it. */}
      <p
        role="status"
        className={
          toast
            ? 'fixed inset-x-4 bottom-6 z-50 mx-auto max-w-sm rounded-xl bg-slate-900 px-4 py-3 text-center text-sm break-all text-white shadow-lg'
            : 'sr-only'
        }
      >
        {toast}
      </p>
    </div>
  )
}

/** In the Pi Browser, a click on a link to another site inside [data-outbound-links] goes through the SDK. */
function useOutboundLinks(sandbox: boolean) {
  useEffect(() => {
    if (!isPiBrowser()) return
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || !link.closest(`[${OUTBOUND_LINKS_ATTRIBUTE}]`)) return
      const target = new URL(link.href, window.location.href)
      if (!/^https?:$/.test(target.protocol) || target.origin === window.location.origin) return
      event.preventDefault()
      void loadShare().then(({ openOutside }) => openOutside(target.href, link.target === '_blank', sandbox))
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [sandbox])
}
