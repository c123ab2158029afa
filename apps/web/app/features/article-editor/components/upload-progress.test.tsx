import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '#app/lib/i18n'
import { UploadProgress } from './upload-progress'

describe('UploadProgress', () => {
  it('is a labelled progress bar carrying its value', () => {
    render(
      <I18nProvider language="en">
        <UploadProgress percent={42} label="Uploading Header Image" />
      </I18nProvider>,
    )
    const bar = screen.getByRole('progressbar', { name: 'Uploading Header Image' })
    expect(bar).toHaveAttribute('aria-valuenow', '42')
    expect(bar).toHaveAttribute('aria-valuetext', '42 percent uploaded')
  })
})
