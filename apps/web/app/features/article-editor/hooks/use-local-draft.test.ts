import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emptyFormValues } from '../utils/article-form-schema'
import { LOCAL_DRAFT_DELAY_MS, localDraftKey, useLocalDraft } from './use-local-draft'

const key = localDraftKey('ada', null)
const initialValues = emptyFormValues()

/** The hook under a form with changes; rerender with new values as the user types. */
const renderDirtyForm = () =>
  renderHook((values) => useLocalDraft({ storageKey: key, values, initialValues, isDirty: true }), {
    initialProps: initialValues,
  })

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  window.localStorage.clear()
})

describe('useLocalDraft', () => {
  it('writes the changed text once typing pauses', () => {
    const { rerender } = renderDirtyForm()
    rerender({ ...initialValues, title: 'Half a title' })
    act(() => vi.advanceTimersByTime(LOCAL_DRAFT_DELAY_MS - 1))
    expect(window.localStorage.getItem(key)).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(JSON.parse(window.localStorage.getItem(key)!).values.title).toBe('Half a title')
  })

  it('does not write back what clear forgot, even before the form has rendered again', () => {
    // The save's continuation calls clear and resets the form; a write still waiting from the last
    // change must not land before React renders the reset (this happened in a slow browser).
    window.localStorage.setItem(key, JSON.stringify({ savedAt: 'x', values: initialValues }))
    const { result, rerender } = renderDirtyForm()
    rerender({ ...initialValues, title: 'Saved a moment later' })
    result.current.clear()
    vi.advanceTimersByTime(LOCAL_DRAFT_DELAY_MS * 2)
    expect(window.localStorage.getItem(key)).toBeNull()
  })
})
