import type { WaitlistPlace } from '@spotlight/shared/schemas/payments'
import { useCallback, useEffect, useState } from 'react'
import { ApiError } from '#app/lib/api-client'
import type { TranslationKey } from '#app/lib/i18n'
import { useSession } from '#app/lib/session-store'
import { joinWaitlist } from '../api/join-waitlist'
import { leaveWaitlist } from '../api/leave-waitlist'
import { listWaitlistPlaces } from '../api/list-waitlist-places'
import { samePlace, type SliderRef } from '../utils/slider-ref'

export type WaitlistState = {
  /** undefined while loading (signed in), null when not in this line. */
  place: WaitlistPlace | null | undefined
  /** A slot of this slider is held for the user right now: they may buy it. */
  isHolding: boolean
  isBusy: boolean
  isSignedIn: boolean
  notice: { tone: 'info' | 'error'; key: TranslationKey } | null
  join: () => Promise<void>
  leave: () => Promise<void>
}

/**
 * The signed-in user's place in one slider's waiting line: read once, then kept from the
 * answers of join and leave. Signed out, joining asks to sign in first.
 */
export function useWaitlistPlace(slider: SliderRef): WaitlistState {
  const session = useSession()
  const isSignedIn = Boolean(session?.accessToken)
  const [place, setPlace] = useState<WaitlistPlace | null | undefined>(undefined)
  const [isBusy, setIsBusy] = useState(false)
  const [notice, setNotice] = useState<WaitlistState['notice']>(null)
  const { planType, categorySlug } = slider

  useEffect(() => {
    if (!isSignedIn) return
    let isCurrent = true
    listWaitlistPlaces().then(
      (places) => {
        if (isCurrent) setPlace(places.find((row) => samePlace(row, { planType, categorySlug })) ?? null)
      },
      (error: unknown) => {
        console.warn('waiting list read failed', error)
        if (isCurrent) setPlace(null)
      },
    )
    return () => {
      isCurrent = false
    }
  }, [isSignedIn, planType, categorySlug])

  const join = useCallback(async () => {
    setNotice(null)
    if (!isSignedIn) {
      setNotice({ tone: 'info', key: 'waitlist.signIn' })
      return
    }
    setIsBusy(true)
    try {
      const joined = await joinWaitlist({ planType, categorySlug })
      // Position 0: a slot was held for the user at once; the next read gives its end.
      const places = joined.position === 0 ? await listWaitlistPlaces() : null
      setPlace(places?.find((row) => samePlace(row, { planType, categorySlug })) ?? { ...joined, heldUntil: null })
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null
      if (code === 'WAITLIST_SLOT_FREE') setNotice({ tone: 'info', key: 'waitlist.slotFree' })
      // Waiting would be in vain: no article of theirs could take the slot (or its slider is shown nowhere).
      else if (code === 'WAITLIST_NO_ARTICLE' || code === 'PROMOTION_CATEGORY_HIDDEN')
        setNotice({ tone: 'error', key: 'waitlist.noArticle' })
      else {
        console.error('joining the waiting list failed', error)
        setNotice({ tone: 'error', key: 'waitlist.failed' })
      }
    } finally {
      setIsBusy(false)
    }
  }, [isSignedIn, planType, categorySlug])

  const leave = useCallback(async () => {
    setNotice(null)
    setIsBusy(true)
    try {
      await leaveWaitlist({ planType, categorySlug })
      setPlace(null)
      setNotice({ tone: 'info', key: 'waitlist.left' })
    } catch (error) {
      console.error('leaving the waiting list failed', error)
      setNotice({ tone: 'error', key: 'waitlist.failed' })
    } finally {
      setIsBusy(false)
    }
  }, [planType, categorySlug])

  // The server gives `heldUntil` only while the hold is in force.
  const shown = isSignedIn ? place : null
  return { place: shown, isHolding: Boolean(shown?.heldUntil), isBusy, isSignedIn, notice, join, leave }
}
