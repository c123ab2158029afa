import { redirect } from 'react-router'
import { paths } from '#app/config/paths'

// Empty child path → my-articles, as a server-side redirect.
export function loader() {
  return redirect(paths.userDashboard.myArticles)
}
