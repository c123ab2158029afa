import type { ChainedCommands, Editor } from '@tiptap/react'

/** A toolbar button: its name (a key under `editor.toolbar`), its glyph and what it does. */
export type ToolbarCommand = {
  label: ToolbarLabel
  glyph: string
  glyphClass?: string
  /** A toggle: whether it is on where the cursor stands. */
  isActive?: (editor: Editor) => boolean
  run: (chain: ChainedCommands) => ChainedCommands
}

type ToolbarLabel =
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'subscript'
  | 'superscript'
  | 'blockquote'
  | 'codeBlock'
  | 'bulletList'
  | 'orderedList'
  | `align.${Alignment}`
  | 'table'
  | 'addRow'
  | 'addColumn'
  | 'deleteTable'
  | 'clear'

export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const
type Alignment = (typeof ALIGNMENTS)[number]

/** A mark or node that is toggled, pressed while the cursor is in one (its name is its label). */
const toggle = (
  label: ToolbarLabel & Parameters<Editor['isActive']>[0],
  glyph: string,
  run: ToolbarCommand['run'],
  glyphClass?: string,
): ToolbarCommand => ({ label, glyph, glyphClass, isActive: (editor) => editor.isActive(label), run })

export const MARK_COMMANDS: readonly ToolbarCommand[] = [
  toggle('bold', 'B', (chain) => chain.toggleBold()),
  toggle('italic', 'I', (chain) => chain.toggleItalic(), 'italic'),
  toggle('underline', 'U', (chain) => chain.toggleUnderline(), 'underline'),
  toggle('strike', 'S', (chain) => chain.toggleStrike(), 'line-through'),
  toggle('subscript', 'x₂', (chain) => chain.toggleSubscript()),
  toggle('superscript', 'x²', (chain) => chain.toggleSuperscript()),
]

export const BLOCK_COMMANDS: readonly ToolbarCommand[] = [
  toggle('blockquote', '“”', (chain) => chain.toggleBlockquote()),
  toggle('codeBlock', '</>', (chain) => chain.toggleCodeBlock()),
  toggle('bulletList', '•≡', (chain) => chain.toggleBulletList()),
  toggle('orderedList', '1.≡', (chain) => chain.toggleOrderedList()),
]

const ALIGN_GLYPHS: Record<Alignment, string> = { left: '⇤', center: '↔', right: '⇥', justify: '☰' }

/** The alignment in force: text with none set reads as left-aligned. */
export const currentAlignment = (editor: Editor): Alignment =>
  ALIGNMENTS.find((align) => editor.isActive({ textAlign: align })) ?? 'left'

export const ALIGN_COMMANDS: readonly ToolbarCommand[] = ALIGNMENTS.map((align) => ({
  label: `align.${align}`,
  glyph: ALIGN_GLYPHS[align],
  isActive: (editor) => currentAlignment(editor) === align,
  run: (chain) => chain.setTextAlign(align),
}))

export const INSERT_TABLE: ToolbarCommand = {
  label: 'table',
  glyph: '▦',
  run: (chain) => chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true }),
}

/** Shown while the cursor is in a table. */
export const TABLE_COMMANDS: readonly ToolbarCommand[] = [
  { label: 'addRow', glyph: '+≡', run: (chain) => chain.addRowAfter() },
  { label: 'addColumn', glyph: '+‖', run: (chain) => chain.addColumnAfter() },
  { label: 'deleteTable', glyph: '✕▦', run: (chain) => chain.deleteTable() },
]

export const CLEAR_FORMATTING: ToolbarCommand = {
  label: 'clear',
  glyph: '⌫',
  run: (chain) => chain.unsetAllMarks().clearNodes().unsetTextAlign(),
}

/** Every toggle's state, by label, for the toolbar to re-render when one changes. */
export const pressedStates = (editor: Editor): Partial<Record<ToolbarLabel, boolean>> =>
  Object.fromEntries(
    [...MARK_COMMANDS, ...BLOCK_COMMANDS, ...ALIGN_COMMANDS].map((command) => [
      command.label,
      command.isActive!(editor),
    ]),
  )

/** A select that sets one text-style attribute; its first option ('') removes it. */
export type TextStyleSelect = {
  attribute: 'fontFamily' | 'fontSize'
  label: 'fontFamily' | 'fontSize'
  defaultLabel: 'defaultFont' | 'defaultSize'
  options: readonly string[]
  set: (chain: ChainedCommands, value: string) => ChainedCommands
  unset: (chain: ChainedCommands) => ChainedCommands
}

export const TEXT_STYLE_SELECTS: readonly TextStyleSelect[] = [
  {
    attribute: 'fontFamily',
    label: 'fontFamily',
    defaultLabel: 'defaultFont',
    options: ['Arial', 'Georgia', 'Verdana', 'Courier New', 'Times New Roman'],
    set: (chain, font) => chain.setFontFamily(font),
    unset: (chain) => chain.unsetFontFamily(),
  },
  {
    attribute: 'fontSize',
    label: 'fontSize',
    defaultLabel: 'defaultSize',
    options: ['12px', '14px', '16px', '18px', '24px', '32px'],
    set: (chain, size) => chain.setFontSize(size),
    unset: (chain) => chain.unsetFontSize(),
  },
]

/** A colour picker that sets one text-style attribute; `fallback` shows while none is set. */
export type ColorPicker = {
  attribute: 'color' | 'backgroundColor'
  label: 'textColor' | 'backgroundColor'
  glyph: string
  fallback: string
  set: (chain: ChainedCommands, color: string) => ChainedCommands
}

export const COLOR_PICKERS: readonly ColorPicker[] = [
  { attribute: 'color', label: 'textColor', glyph: 'A', fallback: '#000000', set: (chain, c) => chain.setColor(c) },
  {
    attribute: 'backgroundColor',
    label: 'backgroundColor',
    glyph: '▇',
    fallback: '#ffffff',
    set: (chain, c) => chain.setBackgroundColor(c),
  },
]
