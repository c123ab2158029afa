import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '#app/test/render'
import { PLAN_CATALOGUE, DEFAULT_PLAN_PRICES } from '@spotlight/shared/domain/plans'
import { AUTO_HIDE_MIN_ACCOUNT_DAYS, AUTO_HIDE_REPORTS } from '@spotlight/shared/domain/report-rules'
import { TOP_RATED_PRIOR_COUNT, TOP_RATED_PRIOR_STARS } from '@spotlight/shared/domain/reviews'
import { REPORT_REASONS } from '@spotlight/shared/schemas/reports'
import { howItWorksPage } from '../how-it-works-text'
import { HowItWorksArticle } from './how-it-works-article'

const ANCHORS = ['review', 'promotion', 'ratings', 'verified', 'reports']
const section = (id: string) => document.getElementById(id)!

describe('How it works', () => {
  it('has a headed section per rule, each at its stable anchor and in the table of contents (English)', async () => {
    renderWithApp(<HowItWorksArticle page={howItWorksPage('en', null)} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'How Spotlight works' })).toBeInTheDocument()
    const toc = screen.getByRole('navigation', { name: 'On this page' })
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(ANCHORS.map((id) => `#${id}`))
    for (const [id, heading] of [
      ['review', 'How articles are reviewed'],
      ['promotion', 'How promotion is sold and shown'],
      ['ratings', 'How ratings are counted'],
      ['verified', 'What “Verified” means'],
      ['reports', 'How reports are handled'],
    ] as const) {
      expect(section(id).tagName).toBe('SECTION')
      expect(screen.getByRole('region', { name: heading })).toBe(section(id))
    }
    expect(section('verified')).toHaveTextContent(/not an endorsement, a recommendation or an audit/)
    expect(section('verified')).toHaveTextContent(/no guarantee that the app is safe/)
    expect(section('reports')).toHaveTextContent(/never who reported it/)
  })

  it('states the figures of the rules themselves: plan catalogue, rating prior, scam rule', async () => {
    renderWithApp(<HowItWorksArticle page={howItWorksPage('en', null)} />)
    await screen.findByRole('heading', { level: 1 })
    const main = PLAN_CATALOGUE.MAIN_SLIDER
    const category = PLAN_CATALOGUE.CATEGORY_SLIDER
    const plans = within(section('promotion'))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(plans).toEqual([
      `Main Slider: the slider of the home page. ${main.slots} slots for the whole site, ${DEFAULT_PLAN_PRICES.MAIN_SLIDER} Pi for ${main.days} days.`,
      `Category Slider: the slider of the page of the article’s category. ${category.slots} slots in each category, ${DEFAULT_PLAN_PRICES.CATEGORY_SLIDER} Pi for ${category.days} days.`,
    ])
    expect(section('ratings')).toHaveTextContent(
      `as if it also had ${TOP_RATED_PRIOR_COUNT} ratings of ${TOP_RATED_PRIOR_STARS} stars`,
    )
    expect(section('reports')).toHaveTextContent(
      `When ${AUTO_HIDE_REPORTS} different accounts, each more than ${AUTO_HIDE_MIN_ACCOUNT_DAYS} days old, report the same item as “Scam or phishing”`,
    )
    expect(within(section('reports')).getAllByRole('listitem')).toHaveLength(REPORT_REASONS.length)
  })

  it('states the price the server charges when it answered', async () => {
    renderWithApp(<HowItWorksArticle page={howItWorksPage('en', { MAIN_SLIDER: 8.5, CATEGORY_SLIDER: 4 })} />)
    await screen.findByRole('heading', { level: 1 })
    expect(section('promotion')).toHaveTextContent('8.5 Pi for 30 days')
    expect(section('promotion')).toHaveTextContent('4 Pi for 30 days')
  })

  it('speaks Spanish, numbers written the Spanish way, at the same anchors', async () => {
    renderWithApp(<HowItWorksArticle page={howItWorksPage('es', { MAIN_SLIDER: 8.5, CATEGORY_SLIDER: 4 })} />, {
      root: { lang: 'es' },
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Cómo funciona Spotlight' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'En esta página' })).toBeInTheDocument()
    for (const id of ANCHORS) expect(section(id).querySelector('h2')).not.toBeNull()
    expect(screen.getByRole('region', { name: 'Cómo se vende y se muestra la promoción' })).toBe(section('promotion'))
    const plans = within(section('promotion'))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(plans[0]).toBe(
      `Carrusel principal: el carrusel de la página de inicio. ${PLAN_CATALOGUE.MAIN_SLIDER.slots} plazas para todo el sitio, 8,5 Pi por ${PLAN_CATALOGUE.MAIN_SLIDER.days} días.`,
    )
    expect(section('ratings')).toHaveTextContent(
      `${TOP_RATED_PRIOR_COUNT} valoraciones de ${TOP_RATED_PRIOR_STARS} estrellas`,
    )
    expect(section('reports')).toHaveTextContent('“Estafa o phishing”')
  })
})
