import { describe, expect, it } from 'vitest'
import { cn } from './cn'

describe('cn', () => {
  it('joins conditional classes like clsx', () => {
    const isOn = (value: boolean) => value
    expect(cn('a', isOn(false) && 'b', undefined, ['c', { d: true, e: false }])).toBe('a c d')
  })

  it("lets a caller's class override the component's default of the same kind", () => {
    expect(cn('h-6 w-6 shrink-0 text-red-600', 'text-amber-600')).toBe('h-6 w-6 shrink-0 text-amber-600')
    expect(cn('mx-auto px-4 py-12 sm:px-6 lg:px-8', 'px-0 py-0 sm:px-0 lg:px-0')).toBe(
      'mx-auto px-0 py-0 sm:px-0 lg:px-0',
    )
    expect(cn('flex items-center gap-2', 'flex-col items-stretch gap-3')).toBe('flex flex-col items-stretch gap-3')
    expect(cn('max-w-48 truncate text-sm', 'max-w-none text-base')).toBe('truncate max-w-none text-base')
    expect(cn('block', 'hidden')).toBe('hidden')
  })

  it('keeps classes that only look alike: other variants, other sides, size next to colour', () => {
    expect(cn('px-4 py-2', 'sm:px-6')).toBe('px-4 py-2 sm:px-6')
    expect(cn('text-sm text-slate-700 font-medium')).toBe('text-sm text-slate-700 font-medium')
    expect(cn('hidden lg:block', 'text-center')).toBe('hidden lg:block text-center')
    expect(cn('flex flex-1 flex-col')).toBe('flex flex-1 flex-col')
  })
})
