/**
 * Registers the service worker (/sw.js, served by the server's share module) once the page has
 * loaded; never inside the Pi Browser, where the app runs in the Pi host's frame and must behave as
 * a plain page. Inline and tiny, so it adds nothing to the pages' JavaScript bundles' requests.
 */
const REGISTER_SERVICE_WORKER =
  "if('serviceWorker'in navigator&&navigator.userAgent.indexOf('PiBrowser')<0)" +
  "addEventListener('load',function(){navigator.serviceWorker.register('/sw.js').catch(function(){})})"

/** The manifest link, the iOS icon and the service worker's registration, for the document head. */
export function PwaHead({ lang, nonce }: { lang: string; nonce: string }) {
  return (
    <>
      <link rel="manifest" href={`/manifest.webmanifest?lang=${lang}`} />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      <script nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: REGISTER_SERVICE_WORKER }} />
    </>
  )
}
