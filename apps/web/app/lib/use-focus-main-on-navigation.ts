import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * After a client-side navigation to another page, focus goes to the page's content (`#main-content`,
 * focusable by script): left on the link it followed it would fall to <body>, the next Tab would
 * start from the top of the document and screen readers would say nothing of the new page. Not on
 * the first load (the browser's own start applies), and not when only the query or the hash changes
 * (a sort, a filter, a page of results: the reader keeps their place). The scroll is left to the
 * router's scroll restoration.
 */
export function useFocusMainOnNavigation() {
  const { pathname } = useLocation()
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    document.getElementById('main-content')?.focus({ preventScroll: true })
  }, [pathname])
}
