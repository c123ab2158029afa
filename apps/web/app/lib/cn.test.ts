import { describe, expect, it } from 'vitest'
import { buttonClasses } from '#app/components/ui/button'
import { cn } from './cn'

describe('cn', () => {
  it('joins conditional classes like clsx', () => {
    const isOn = (value: boolean) => value
    expect(cn('a', isOn(false) && 'b', undefined, ['c', { d: true, e: false }])).toBe('a c d')
    expect(cn('px-4 py-2', 'sm:px-6', 'hidden lg:block')).toBe('px-4 py-2 sm:px-6 hidden lg:block')
  })

  it('fails a test that joins two classes of one utility, so neither can silently lose', () => {
    // The home page's secondary button once took `border-transparent` over the variant's colour.
    expect(() => cn('border border-violet-200 hover:border-violet-300', 'border-transparent')).toThrow(
      /Conflicting Tailwind classes/,
    )
    expect(() => cn('h-6 w-6 text-red-600', 'text-amber-600')).toThrow(/Conflicting/)
    expect(() => cn('px-4 py-2', 'px-6')).toThrow(/Conflicting/)
    expect(() => cn('border border-slate-300', 'border-2')).toThrow(/Conflicting/)
  })

  it("gives the home page's borderless secondary button one border colour", () => {
    const classes = buttonClasses('light', undefined, 'large').split(' ')
    const borderColours = classes.filter((name) => /^border-(transparent|[a-z]+-\d+)$/.test(name))
    expect(borderColours).toEqual(['border-transparent'])
    expect(classes).toEqual(expect.arrayContaining(['border', 'bg-white', 'px-6', 'py-3', 'text-base']))
    expect(buttonClasses('secondary').split(' ')).toContain('border-violet-200')
  })
})
