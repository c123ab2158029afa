import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '#app/test/render'
import { PageError } from './page-error'

describe('PageError', () => {
  it('keeps the title a level-1 heading and announces it in a separate alert', async () => {
    renderWithApp(<PageError id="err" title="Article could not be loaded" isAlert />)
    const heading = await screen.findByRole('heading', { level: 1, name: 'Article could not be loaded' })
    expect(heading).not.toHaveAttribute('role')
    expect(screen.getByRole('alert')).toHaveTextContent('Article could not be loaded')
    expect(screen.getByRole('region', { name: 'Article could not be loaded' })).toBeInTheDocument()
  })

  it('announces nothing unless asked to', async () => {
    renderWithApp(<PageError id="err" title="Not found" />)
    await screen.findByRole('heading', { level: 1, name: 'Not found' })
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
