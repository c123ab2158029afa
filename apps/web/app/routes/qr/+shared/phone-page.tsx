import type { StoredSession } from '@spotlight/shared/schemas/auth'
import { type ReactNode, useCallback } from 'react'
import { redirect, useSearchParams } from 'react-router'
import { PageHeader } from '#app/components/ui/page-header'
import { SpinnerIcon } from '#app/components/ui/status-icons'
import { StatusLine } from '#app/components/ui/status-line'
import { paths } from '#app/config/paths'
import { ensurePiSession } from '#app/lib/pi-auth/sign-in-with-pi'
import { usePublicConfig } from '#app/lib/public-config'
import { QueryProvider } from '#app/lib/query-client'
import { useHydrated } from '#app/lib/use-hydrated'

/** The loader of a phone page: it only makes sense with the parameter the desktop's QR carries. */
export const requireSearchParam =
  (name: string) =>
  ({ request }: { request: Request }) => {
    if (!new URL(request.url).searchParams.get(name)) throw redirect(paths.home)
    return null
  }

export type PhoneFlowInput = {
  /** The QR's parameter (the sign-in code, the payment id). */
  value: string
  /** The stored session when still valid, else a Pi sign-in. */
  authenticate: () => Promise<StoredSession>
  piSandbox: boolean
}

/**
 * A page a desktop's QR code opens on the phone (QR sign-in, QR payment): its heading and, once
 * hydrated, the flow; in the server's HTML, the sign-in's waiting line.
 */
export function PhonePage({
  title,
  waiting,
  param,
  announceSignIn = true,
  children,
}: {
  title: string
  waiting: string
  param: string
  /** False keeps the Pi sign-in quiet: no 'Signed in as …' notice. */
  announceSignIn?: boolean
  children: (input: PhoneFlowInput) => ReactNode
}) {
  const [searchParams] = useSearchParams()
  const value = searchParams.get(param) ?? ''
  const { piSandbox } = usePublicConfig()
  const isHydrated = useHydrated()
  const authenticate = useCallback(
    () => ensurePiSession(piSandbox, { announce: announceSignIn }),
    [piSandbox, announceSignIn],
  )

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6" aria-labelledby="page-title">
      <PageHeader id="page-title" title={title} />
      {isHydrated ? (
        <QueryProvider>{children({ value, authenticate, piSandbox })}</QueryProvider>
      ) : (
        <StatusLine icon={<SpinnerIcon />} className="mt-8">
          {waiting}
        </StatusLine>
      )}
    </section>
  )
}
