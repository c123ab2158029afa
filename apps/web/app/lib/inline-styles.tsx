import { createContext, useContext } from 'react'

/**
 * The site's stylesheet, given by entry.server only. Written into the page's <head> instead of a
 * <link>: the first paint then needs no second request (Lighthouse's slow 4G: the stylesheet was
 * the one render-blocking resource, and the scripts that loaded meanwhile counted as blocking too).
 */
export const InlineStylesContext = createContext('')

/**
 * The <style> element the server fills and the browser renders empty. Hydration keeps the server's
 * inner HTML (the one difference, expected, so its warning is suppressed), and React only rewrites
 * inner HTML when the prop changes between renders, which the constant empty string never does.
 */
export function InlineStyles() {
  const css = useContext(InlineStylesContext)
  return <style dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />
}
