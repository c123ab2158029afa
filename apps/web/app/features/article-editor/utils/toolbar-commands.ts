import type { ChainedCommands, Editor } from '@tiptap/react'
import type { LucideIcon } from 'lucide-react'
// One module per icon: only these few are bundled, into the editor's on-demand chunk.
import AlignCenter from 'lucide-react/icons/align-center'
import AlignJustify from 'lucide-react/icons/align-justify'
import AlignLeft from 'lucide-react/icons/align-left'
import AlignRight from 'lucide-react/icons/align-right'
import BetweenHorizontalEnd from 'lucide-react/icons/between-horizontal-end'
import BetweenVerticalEnd from 'lucide-react/icons/between-vertical-end'
import Baseline from 'lucide-react/icons/baseline'
import Bold from 'lucide-react/icons/bold'
import Highlighter from 'lucide-react/icons/highlighter'
import Italic from 'lucide-react/icons/italic'
import List from 'lucide-react/icons/list'
import ListOrdered from 'lucide-react/icons/list-ordered'
import RemoveFormatting from 'lucide-react/icons/remove-formatting'
import SquareCode from 'lucide-react/icons/square-code'
import Strikethrough from 'lucide-react/icons/strikethrough'
import Subscript from 'lucide-react/icons/subscript'
import Superscript from 'lucide-react/icons/superscript'
import Table2 from 'lucide-react/icons/table-2'
import TextQuote from 'lucide-react/icons/text-quote'
import Trash2 from 'lucide-react/icons/trash-2'
import Underline from 'lucide-react/icons/underline'

/** A toolbar button: its name (a key under `editor.toolbar`), its icon and what it does. */
export type ToolbarCommand = {
  label: ToolbarLabel
  icon: LucideIcon
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
  icon: LucideIcon,
  run: ToolbarCommand['run'],
): ToolbarCommand => ({ label, icon, isActive: (editor) => editor.isActive(label), run })

export const MARK_COMMANDS: readonly ToolbarCommand[] = [
  toggle('bold', Bold, (chain) => chain.toggleBold()),
  toggle('italic', Italic, (chain) => chain.toggleItalic()),
  toggle('underline', Underline, (chain) => chain.toggleUnderline()),
  toggle('strike', Strikethrough, (chain) => chain.toggleStrike()),
  toggle('subscript', Subscript, (chain) => chain.toggleSubscript()),
  toggle('superscript', Superscript, (chain) => chain.toggleSuperscript()),
]

export const BLOCK_COMMANDS: readonly ToolbarCommand[] = [
  toggle('blockquote', TextQuote, (chain) => chain.toggleBlockquote()),
  toggle('codeBlock', SquareCode, (chain) => chain.toggleCodeBlock()),
  toggle('bulletList', List, (chain) => chain.toggleBulletList()),
  toggle('orderedList', ListOrdered, (chain) => chain.toggleOrderedList()),
]

const ALIGN_ICONS: Record<Alignment, LucideIcon> = {
  left: AlignLeft,
  center: AlignCenter,
  right: AlignRight,
  justify: AlignJustify,
}

/** The alignment in force: text with none set reads as left-aligned. */
export const currentAlignment = (editor: Editor): Alignment =>
  ALIGNMENTS.find((align) => editor.isActive({ textAlign: align })) ?? 'left'

export const ALIGN_COMMANDS: readonly ToolbarCommand[] = ALIGNMENTS.map((align) => ({
  label: `align.${align}`,
  icon: ALIGN_ICONS[align],
  isActive: (editor) => currentAlignment(editor) === align,
  run: (chain) => chain.setTextAlign(align),
}))

export const INSERT_TABLE: ToolbarCommand = {
  label: 'table',
  icon: Table2,
  run: (chain) => chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true }),
}

/** Shown while the cursor is in a table. */
export const TABLE_COMMANDS: readonly ToolbarCommand[] = [
  { label: 'addRow', icon: BetweenVerticalEnd, run: (chain) => chain.addRowAfter() },
  { label: 'addColumn', icon: BetweenHorizontalEnd, run: (chain) => chain.addColumnAfter() },
  { label: 'deleteTable', icon: Trash2, run: (chain) => chain.deleteTable() },
]

export const CLEAR_FORMATTING: ToolbarCommand = {
  label: 'clear',
  icon: RemoveFormatting,
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
  icon: LucideIcon
  fallback: string
  set: (chain: ChainedCommands, color: string) => ChainedCommands
}

export const COLOR_PICKERS: readonly ColorPicker[] = [
  { attribute: 'color', label: 'textColor', icon: Baseline, fallback: '#000000', set: (chain, c) => chain.setColor(c) },
  {
    attribute: 'backgroundColor',
    label: 'backgroundColor',
    icon: Highlighter,
    fallback: '#ffffff',
    set: (chain, c) => chain.setBackgroundColor(c),
  },
]
