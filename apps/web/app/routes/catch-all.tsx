import { redirect } from 'react-router'

// Unknown paths go home.
export function loader() {
  return redirect('/')
}
