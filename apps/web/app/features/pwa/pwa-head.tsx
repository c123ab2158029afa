/**
 * The web app manifest, and the script that registers the service worker (both served by the
 * server's share module). The script is a tiny file of its own rather than code in the pages'
 * bundles: their first-load JavaScript is at its budget, and it matters only after the page loaded.
 */
export function PwaHead({ lang }: { lang: string }) {
  return (
    <>
      <link rel="manifest" href={`/manifest.webmanifest?lang=${lang}`} />
      <script src="/sw-register.js" async />
    </>
  )
}
