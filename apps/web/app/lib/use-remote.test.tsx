import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { forgetRemote, rememberRemote, useRemote } from './use-remote'

/** A load function whose answers the test hands out one by one. */
function deferredLoads<T>() {
  const pending: { key: string; resolve: (value: T) => void; reject: (error: Error) => void }[] = []
  const loadFor = (key: string) => () =>
    new Promise<T>((resolve, reject) => {
      pending.push({ key, resolve, reject })
    })
  return { pending, loadFor }
}

describe('useRemote', () => {
  it('fetches a key once, then answers it from memory while it is fresh', async () => {
    const loads = deferredLoads<string>()
    const first = renderHook(() => useRemote('test/once', loads.loadFor('test/once')))
    expect(first.result.current).toMatchObject({ data: undefined, isPending: true, isError: false })
    await act(async () => loads.pending[0]!.resolve('answer'))
    expect(first.result.current).toMatchObject({ data: 'answer', isPending: false, isSuccess: true })

    const second = renderHook(() => useRemote('test/once', loads.loadFor('test/once')))
    expect(second.result.current.data).toBe('answer')
    expect(loads.pending).toHaveLength(1)
  })

  it('fetches nothing while the key is null, and nothing when the loader already rendered the answer', () => {
    const loads = deferredLoads<string>()
    const idle = renderHook(() => useRemote(null, loads.loadFor('none')))
    expect(idle.result.current).toMatchObject({ data: undefined, isPending: false })
    const primed = renderHook(() => useRemote('test/initial', loads.loadFor('test/initial'), { initialData: 'ssr' }))
    expect(primed.result.current).toMatchObject({ data: 'ssr', isSuccess: true })
    expect(loads.pending).toHaveLength(0)
  })

  it("drops an old key's late answer instead of showing it under the new key", async () => {
    const loads = deferredLoads<string>()
    const { result, rerender } = renderHook(({ key }) => useRemote(key, loads.loadFor(key)), {
      initialProps: { key: 'test/a' },
    })
    rerender({ key: 'test/b' })
    await act(async () => loads.pending[0]!.resolve('late a'))
    expect(result.current).toMatchObject({ data: undefined, isPending: true })
    await act(async () => loads.pending[1]!.resolve('b'))
    expect(result.current.data).toBe('b')
  })

  it('reports a failed request as an error, not as data', async () => {
    const loads = deferredLoads<string>()
    const { result } = renderHook(() => useRemote('test/fails', loads.loadFor('test/fails')))
    await act(async () => loads.pending[0]!.reject(new Error('offline')))
    expect(result.current).toMatchObject({ data: undefined, isError: true, isPending: false, isSuccess: false })
  })

  it('uses an answer remembered elsewhere, and fetches again once it is forgotten', async () => {
    const loads = deferredLoads<string>()
    rememberRemote('test-user/plan', 'GOLD')
    const remembered = renderHook(() => useRemote('test-user/plan', loads.loadFor('test-user/plan')))
    expect(remembered.result.current.data).toBe('GOLD')
    expect(loads.pending).toHaveLength(0)

    forgetRemote('test-user/')
    const afterForget = renderHook(() => useRemote('test-user/plan', loads.loadFor('test-user/plan')))
    await waitFor(() => expect(loads.pending).toHaveLength(1))
    expect(afterForget.result.current.isPending).toBe(true)
  })
})
