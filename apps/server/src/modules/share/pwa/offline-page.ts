import { LANGUAGE_REGISTRY, type Language } from '@spotlight/shared/domain/languages'
import { BACKGROUND_COLOR, PWA_TEXTS, THEME_COLOR } from './pwa-texts'

/**
 * The page the service worker shows when a page cannot be loaded: plain HTML with its styles inline
 * and no script, so it works with nothing else cached. Its link reloads the address that failed
 * (the service worker answers at that address).
 */
export function offlinePage(lang: Language): string {
  const texts = PWA_TEXTS[lang]
  // Left to right is the default: only a right-to-left language says its direction.
  const dir = LANGUAGE_REGISTRY[lang].direction === 'rtl' ? ' dir="rtl"' : ''
  return `<!doctype html>
<html lang="${lang}"${dir}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOR}">
<meta name="robots" content="noindex">
<title>${texts.offlineTitle} | Spotlight</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    background: ${BACKGROUND_COLOR}; color: #0f172a; font-family: ui-sans-serif, system-ui, sans-serif; }
  main { max-width: 32rem; padding: 2rem 1.5rem; text-align: center; }
  h1 { font-size: 1.75rem; margin: 0 0 1rem; }
  p { color: #475569; line-height: 1.5; margin: 0 0 2rem; }
  a { display: inline-block; border-radius: 999px; background: ${THEME_COLOR}; color: #fff; padding: 0.75rem 1.5rem;
    font-weight: 600; text-decoration: none; }
  a:focus-visible { outline: 2px solid #7c3aed; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${texts.offlineTitle}</h1>
<p>${texts.offlineBody}</p>
<a href="">${texts.retry}</a>
</main>
</body>
</html>
`
}
