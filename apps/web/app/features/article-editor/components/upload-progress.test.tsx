import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { createI18n } from '#app/lib/i18n'
import { UploadProgress } from './upload-progress'

describe('UploadProgress', () => {
  it('is a labelled progress bar carrying its value', () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <UploadProgress percent={42} label="Uploading Header Image" />
      </I18nextProvider>,
    )
    const bar = screen.getByRole('progressbar', { name: 'Uploading Header Image' })
    expect(bar).toHaveAttribute('aria-valuenow', '42')
    expect(bar).toHaveAttribute('aria-valuetext', '42 percent uploaded')
  })
})
