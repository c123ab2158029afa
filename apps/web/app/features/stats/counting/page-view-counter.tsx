import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { countPageView } from './count-page-views'

/**
 * Campaign stats: every navigation is a page view. Rendered by the app shell with its deferred
 * chrome, so neither this nor the counting code (loaded when the browser is idle) is in any page's
 * first load.
 */
export function PageViewCounter() {
  const { key } = useLocation()
  useEffect(countPageView, [key])
  return null
}
