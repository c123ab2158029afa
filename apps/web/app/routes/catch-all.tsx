import { redirect } from 'react-router'

// Unknown paths go home (spec route table).
export function loader() {
  return redirect('/')
}
