import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderWithApp } from '#app/test/render'
import RichTextEditor from './rich-text-editor'

function renderEditor() {
  renderWithApp(
    <>
      <span id="content-label">Content</span>
      <RichTextEditor
        id="content"
        initialContent="<p>Play chess</p>"
        onChange={() => {}}
        onPickImage={() => {}}
        labelledBy="content-label"
      />
    </>,
  )
}

describe('editor toolbar', () => {
  // jsdom lays nothing out, and ProseMirror measures the selection to scroll it into view.
  beforeAll(() => {
    Range.prototype.getClientRects = () => [] as unknown as DOMRectList
    Range.prototype.getBoundingClientRect = () => new DOMRect()
  })
  afterAll(() => {
    Reflect.deleteProperty(Range.prototype, 'getClientRects')
    Reflect.deleteProperty(Range.prototype, 'getBoundingClientRect')
  })

  it('keeps the focus in the editor when a button is clicked, so the next keys land in the text', async () => {
    const user = userEvent.setup()
    renderEditor()
    const editor = await screen.findByTestId('content-editor')
    // Focused directly: a click inside ProseMirror asks for layout, which jsdom does not have.
    act(() => editor.focus())
    expect(editor).toHaveFocus()

    const bold = screen.getByRole('button', { name: 'Bold' })
    await user.click(bold)

    // TipTap would give the focus back only on the next animation frame; keys typed before it
    // went to the button. The press must not have moved the focus at all.
    expect(editor).toHaveFocus()
    expect(bold).toHaveAttribute('aria-pressed', 'true')
  })

  it('still toggles from the keyboard: Enter on a focused button', async () => {
    const user = userEvent.setup()
    renderEditor()
    await screen.findByTestId('content-editor')
    const bold = screen.getByRole('button', { name: 'Bold' })
    bold.focus()
    await user.keyboard('{Enter}')
    expect(bold).toHaveAttribute('aria-pressed', 'true')
  })

  it('offers every command of its tables by name, and shows which are on', async () => {
    const user = userEvent.setup()
    renderEditor()
    await screen.findByTestId('content-editor')
    const names = ['Bold', 'Italic', 'Underline', 'Strikethrough', 'Subscript', 'Superscript', 'Quote', 'Code block']
    names.push('Bulleted list', 'Numbered list', 'Align left', 'Align centre', 'Align right', 'Justify')
    names.push('Link', 'Insert image', 'Embed video', 'Insert table', 'Clear formatting')
    for (const name of names) expect(screen.getByRole('button', { name })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Font' })).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Font size' })).toHaveValue('')

    expect(screen.getByRole('button', { name: 'Align left' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Align centre' }))
    expect(screen.getByRole('button', { name: 'Align centre' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Align left' })).toHaveAttribute('aria-pressed', 'false')

    expect(screen.queryByRole('button', { name: 'Add row' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Insert table' }))
    expect(screen.getByRole('button', { name: 'Add row' })).toBeInTheDocument()
  })

  it('draws each button as an icon (an svg) with its name as a tooltip, in the page language', async () => {
    renderEditor()
    await screen.findByTestId('content-editor')
    for (const name of ['Bold', 'Italic', 'Quote', 'Numbered list', 'Align centre', 'Insert table', 'Link']) {
      const button = screen.getByRole('button', { name })
      expect(button.querySelector('svg.lucide')).not.toBeNull()
      expect(button.textContent).toBe(name) // the tooltip's words, and nothing else written
      expect(within(button).getByTestId('toolbar-tooltip')).toHaveAttribute('aria-hidden', 'true')
    }
  })

  it('is one Tab stop, moved through with the arrows, Home and End', async () => {
    const user = userEvent.setup()
    renderEditor()
    await screen.findByTestId('content-editor')
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' })
    const stops = () =>
      [...toolbar.querySelectorAll('button, select, input')].filter((el) => (el as HTMLElement).tabIndex === 0)
    const textStyle = screen.getByRole('combobox', { name: 'Text style' })
    expect(stops()).toEqual([textStyle])

    await user.tab()
    expect(textStyle).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('combobox', { name: 'Font' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('button', { name: 'Clear formatting' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(textStyle).toHaveFocus()
    await user.keyboard('{End}')
    const last = screen.getByRole('button', { name: 'Clear formatting' })
    expect(last).toHaveFocus()
    expect(stops()).toEqual([last])

    // Tab leaves the toolbar at once, and Shift+Tab comes back to where it was.
    await user.tab()
    expect(toolbar).not.toContainElement(document.activeElement as HTMLElement)
    await user.tab({ shift: true })
    expect(last).toHaveFocus()
  })

  it.each([
    ['Link', 'Link address (http, https or mailto)'],
    ['Embed video', 'YouTube or Vimeo video address'],
  ])('gives the focus back to %s when its prompt is closed with Escape or Cancel', async (button, field) => {
    const user = userEvent.setup()
    renderEditor()
    await screen.findByTestId('content-editor')
    const opener = screen.getByRole('button', { name: button })

    await user.click(opener)
    expect(screen.getByLabelText(field)).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByLabelText(field)).not.toBeInTheDocument()
    expect(opener).toHaveFocus()

    await user.keyboard('{Enter}')
    expect(screen.getByLabelText(field)).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(opener).toHaveFocus()
  })

  it('leaves the focus in the editor when a link is applied', async () => {
    const user = userEvent.setup()
    renderEditor()
    const editor = await screen.findByTestId('content-editor')
    await user.click(screen.getByRole('button', { name: 'Link' }))
    await user.type(screen.getByLabelText('Link address (http, https or mailto)'), 'https://example.com{Enter}')
    expect(screen.queryByLabelText('Link address (http, https or mailto)')).not.toBeInTheDocument()
    // TipTap gives the focus back on the next animation frame, which a loaded machine may run late.
    await waitFor(() => expect(editor).toHaveFocus())
  })
})
