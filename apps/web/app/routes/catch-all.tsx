import { localizedPath, splitLanguagePrefix } from '@spotlight/shared/domain/language-paths'
import { redirect } from 'react-router'
import type { Route } from './+types/catch-all'

// Unknown paths go home: under a language's prefix, to that language's home (the reader chose it).
export function loader({ request }: Route.LoaderArgs) {
  const { language } = splitLanguagePrefix(new URL(request.url).pathname)
  return redirect(language ? localizedPath(language, '/') : '/')
}
