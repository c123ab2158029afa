import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { I18nProvider } from '#app/lib/i18n'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { withContract } from '#app/test/support'
import { CONTACT_SUCCESS_MS, ContactForm } from './contact-form'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', withContract(fetchMock))
})

afterEach(() => {
  vi.useRealTimers()
})

async function renderForm() {
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {})
  renderWithApp(<ContactForm />)
  const name = await screen.findByLabelText('Name')
  return {
    user,
    name,
    email: screen.getByLabelText('Email'),
    message: screen.getByLabelText('Message'),
    submit: screen.getByRole('button', { name: 'Send message' }),
  }
}

async function fillValid(form: Awaited<ReturnType<typeof renderForm>>) {
  await form.user.type(form.name, 'Ada Lovelace')
  await form.user.type(form.email, 'ada@example.com')
  await form.user.type(form.message, 'I would like to advertise my app.')
}

describe('ContactForm', () => {
  it('shows the message of each field once it is touched, and not before', async () => {
    const form = await renderForm()
    expect(screen.queryByText('Name is required (min. 3 characters).')).not.toBeInTheDocument()

    await form.user.type(form.name, 'Al')
    await form.user.click(form.email)
    expect(await screen.findByText('Name is required (min. 3 characters).')).toBeInTheDocument()
    expect(screen.queryByText('A valid email is required.')).not.toBeInTheDocument()

    await form.user.type(form.email, 'not-an-email')
    await form.user.click(form.message)
    expect(await screen.findByText('A valid email is required.')).toBeInTheDocument()

    await form.user.type(form.message, 'short')
    await form.user.tab()
    expect(await screen.findByText('Message is required (min. 10 characters).')).toBeInTheDocument()
    expect(form.name).toHaveAttribute('aria-invalid', 'true')
  })

  it('keeps submit disabled while the form is invalid', async () => {
    const form = await renderForm()
    expect(form.submit).toBeDisabled()
    await form.user.type(form.name, 'Ada Lovelace')
    await form.user.type(form.email, 'ada@example.com')
    expect(form.submit).toBeDisabled()
    await form.user.type(form.message, 'Long enough message.')
    await waitFor(() => expect(form.submit).toBeEnabled())
  })

  it('sends the message, clears the form at once and shows the success above the fields for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fetchMock.mockResolvedValue(jsonResponse({ ok: true, message: 'Your message has been sent successfully!' }, 201))
    const form = await renderForm()
    await fillValid(form)
    await waitFor(() => expect(form.submit).toBeEnabled())
    await form.user.click(form.submit)

    expect(await screen.findByText('Your message has been sent successfully!')).toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/contact')
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'I would like to advertise my app.',
    })
    expect(form.name).toHaveValue('')
    expect(form.email).toHaveValue('')
    expect(form.message).toHaveValue('')
    const success = screen.getByText('Your message has been sent successfully!')
    expect(success.compareDocumentPosition(form.name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

    act(() => vi.advanceTimersByTime(CONTACT_SUCCESS_MS - 100))
    expect(screen.getByText('Your message has been sent successfully!')).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(200))
    await waitFor(() => expect(screen.queryByText('Your message has been sent successfully!')).not.toBeInTheDocument())
    expect(form.name).toHaveValue('')
    expect(screen.queryByText('Name is required (min. 3 characters).')).not.toBeInTheDocument()
  })

  it('says the message failed when the server refuses it (e.g. rate limited)', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: 'RATE_LIMITED', message: 'Too many messages.', requestId: 'r1' } }, 429),
    )
    const form = await renderForm()
    await fillValid(form)
    await waitFor(() => expect(form.submit).toBeEnabled())
    await form.user.click(form.submit)
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.')
    expect(form.name).toHaveValue('Ada Lovelace')
  })

  it('keeps what was typed into the server-rendered form before it hydrated', async () => {
    const page = (
      <I18nProvider language="en">
        <ContactForm />
      </I18nProvider>
    )
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(page)
    // What typing does to a field no script handles yet: its value changes, nothing else.
    const typeBeforeHydration = (label: string, value: string) => {
      ;(screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement).value = value
    }
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled()
    typeBeforeHydration('Name', 'Ada Lovelace')
    typeBeforeHydration('Email', 'ada@example.com')
    typeBeforeHydration('Message', 'I would like to advertise my app.')

    render(page, { container, hydrate: true })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled())
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace')
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com')
    expect(screen.getByLabelText('Message')).toHaveValue('I would like to advertise my app.')
  })

  it('speaks Spanish when the page does', async () => {
    renderWithApp(<ContactForm />, { root: { lang: 'es' } })
    const user = userEvent.setup()
    const name = await screen.findByLabelText('Nombre')
    await user.type(name, 'Al')
    await user.tab()
    expect(await screen.findByText('El nombre es obligatorio (mín. 3 caracteres).')).toBeInTheDocument()
  })
})
