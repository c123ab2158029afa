import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

const PI_UA = 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36 PiBrowser/2.6.0'

/** A fresh copy of the hook (the SDK loader keeps its state per module), in a Pi Browser with these features. */
async function inPiBrowser(features: string[]) {
  vi.resetModules()
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PI_UA)
  window.Pi = {
    init: () => undefined,
    authenticate: () => Promise.reject(new Error('unused')),
    nativeFeaturesList: () => Promise.resolve(features),
  } as unknown as NonNullable<typeof window.Pi>
  return (await import('./use-slider-playback')).useCanAutoplayInline
}

describe('useCanAutoplayInline', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    delete window.Pi
  })

  it('lets videos start on their own outside the Pi Browser', async () => {
    vi.resetModules()
    const { useCanAutoplayInline } = await import('./use-slider-playback')
    expect(renderHook(() => useCanAutoplayInline(true)).result.current).toBe(true)
  })

  it('in the Pi Browser, only where Pi.nativeFeaturesList() includes inline_media', async () => {
    const withInline = await inPiBrowser(['inline_media'])
    const allowed = renderHook(() => withInline(true))
    expect(allowed.result.current).toBe(false)
    await waitFor(() => expect(allowed.result.current).toBe(true))

    const without = await inPiBrowser(['ad_network'])
    const refused = renderHook(() => without(true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(refused.result.current).toBe(false)
  })
})
