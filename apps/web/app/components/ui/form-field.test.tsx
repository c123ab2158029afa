import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FormField } from './form-field'
import { StatusBanner } from './status-banner'

describe('FormField', () => {
  it('names the control by its label and describes it by its hint', () => {
    render(
      <FormField label="Title" hint="Up to 100 characters">
        {(control) => <input {...control} />}
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: 'Title' })
    expect(input).toHaveAccessibleDescription('Up to 100 characters')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).toHaveClass('border-slate-300')
  })

  it('marks the control invalid and adds the error to its description', () => {
    render(
      <FormField label="Title" hint="Up to 100 characters" error="Title is required.">
        {(control) => <input {...control} />}
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: 'Title' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Up to 100 characters Title is required.')
    expect(input).toHaveClass('border-red-500')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('reads the error out when asked, and names a non-native control through aria-labelledby', () => {
    render(
      <FormField label="Content" error="Content is required." announceError isNative={false}>
        {(control, { labelId }) => (
          <div role="textbox" tabIndex={0} aria-labelledby={labelId} aria-describedby={control['aria-describedby']} />
        )}
      </FormField>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Content is required.')
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAccessibleDescription('Content is required.')
  })
})

describe('StatusBanner', () => {
  it('is an alert for an error and a status otherwise', () => {
    render(
      <>
        <StatusBanner tone="error">Failed.</StatusBanner>
        <StatusBanner tone="success">Saved.</StatusBanner>
        <StatusBanner tone="info">Redirecting…</StatusBanner>
      </>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Failed.')
    expect(screen.getAllByRole('status').map((banner) => banner.textContent)).toEqual(['Saved.', 'Redirecting…'])
  })
})
