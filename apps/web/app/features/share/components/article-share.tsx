import { useEffect, useId, useState } from 'react'
import { loadReaderStrings, useTranslation } from '#app/lib/i18n'
import { isPiBrowser } from '#app/lib/pi-sdk'
import { usePublicConfig } from '#app/lib/public-config'
import { buttonClasses } from '#app/components/ui/button'

/** Marks the part of a page whose links to other sites open through the Pi SDK (see OutboundLinks). */
export const OUTBOUND_LINKS_ATTRIBUTE = 'data-outbound-links'

// The no-script twin's words are in the reader's part of the catalogue, as the share messages are:
// they arrive with this part's code, after the page's first load (as the reviews section's do).
await loadReaderStrings()

// Loaded when first used: the share code stays out of the page's first load.
const loadShare = () => import('../utils/share-link')

/**
 * The article page's share button: the Pi Browser's share sheet, the Web Share API, or a copy of the
 * link, with a toast (role=status) saying what happened. Also opens the article's links to other
 * sites in the phone's browser when inside the Pi Browser.
 * Where no script runs, a `<details>` takes the button's place: it opens on the article's address,
 * ready to copy, and a link that shares it by email.
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
  const prepare = () => void loadShare()

  async function share() {
    const { shareLink } = await loadShare()
    const outcome = await shareLink({ title, url, message: t('sharing.message', { title, url }), sandbox: piSandbox })
    if (outcome === 'copied') setToast(t('sharing.copied'))
    if (outcome === 'failed') setToast(t('sharing.copyFailed', { url }))
  }

  const fieldId = useId()
  return (
    <div className="mx-auto mb-6 flex w-full max-w-3xl justify-end">
      <button
        type="button"
        onClick={() => void share()}
        onPointerEnter={prepare}
        onPointerDown={prepare}
        onFocus={prepare}
        // Hidden where no script runs (CSS `scripting: none`): the <details> below takes its place.
        // Where scripts run, a tap made before they arrive is kept and replayed on this button.
        className={buttonClasses('secondary', '[@media(scripting:none)]:hidden')}
      >
        <ShareIcon />
        {t('share.button')}
      </button>
      {/* Without a script: the address to copy, and a link that shares it by email. */}
      <details className="relative hidden [@media(scripting:none)]:block">
        <summary className={buttonClasses('secondary', 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
          <ShareIcon />
          {t('share.button')}
        </summary>
        <div className="absolute right-0 z-20 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-4 shadow-lg">
          <label htmlFor={fieldId} className="text-sm font-semibold text-slate-900">
            {t('sharing.linkLabel')}
          </label>
          <input
            id={fieldId}
            type="url"
            readOnly
            value={url}
            dir="ltr"
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900"
          />
          <a
            href={`mailto:?${new URLSearchParams({ subject: title, body: url }).toString().replaceAll('+', '%20')}`}
            className={buttonClasses('link', 'mt-3', 'compact')}
          >
            {t('sharing.email')}
          </a>
        </div>
      </details>
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

function ShareIcon() {
  return (
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
