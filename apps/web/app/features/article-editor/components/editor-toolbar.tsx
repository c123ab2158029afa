import { type Editor, useEditorState } from '@tiptap/react'
import { type ChangeEvent, useId, useRef, useState } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { cn } from '#app/lib/cn'
import { isAllowedLink } from '../utils/editor-extensions'
import { toEmbedUrl } from '../utils/video-embed'
import { UrlPrompt } from './url-prompt'

const FONT_FAMILIES = ['Arial', 'Georgia', 'Verdana', 'Courier New', 'Times New Roman'] as const
const FONT_SIZES = ['12px', '14px', '16px', '18px', '24px', '32px'] as const
const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const

/**
 * A toolbar button named by its aria-label. The glyph is drawn by CSS (`content: attr(...)`), not
 * written as text, so the visible label never contradicts the accessible name in any language.
 *
 * A mouse press does not take the focus from the editor: TipTap hands the focus back only on the
 * next animation frame, and on a busy page the keys typed right after clicking Bold went to the
 * button and were lost. Tab still reaches the buttons, so keyboard users are unaffected.
 */
function ToolbarButton({
  label,
  isPressed,
  onClick,
  glyph,
  glyphClass,
}: {
  label: string
  isPressed?: boolean
  onClick: () => void
  glyph: string
  glyphClass?: string
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={isPressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-semibold text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-violet-600',
        isPressed && 'bg-violet-100 text-violet-900',
      )}
    >
      <span aria-hidden="true" data-glyph={glyph} className={cn('before:content-[attr(data-glyph)]', glyphClass)} />
    </button>
  )
}

const Separator = () => <span aria-hidden="true" className="mx-1 h-6 w-px self-center bg-slate-300" />

/**
 * The formatting toolbar: exactly what the shared allow-list keeps (architecture section 7). Every
 * control is a native button, select or input with a label; toggles say whether they are on.
 */
export function EditorToolbar({
  editor,
  onPickImage,
}: {
  editor: Editor
  onPickImage: (file: File, insert: (src: string, alt: string) => void) => void
}) {
  const { t } = useTranslation()
  const baseId = useId()
  const fileRef = useRef<HTMLInputElement>(null)
  const [prompt, setPrompt] = useState<'link' | 'video' | null>(null)
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      subscript: e.isActive('subscript'),
      superscript: e.isActive('superscript'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      heading: ([1, 2, 3] as const).find((level) => e.isActive('heading', { level })) ?? 0,
      align: ALIGNMENTS.find((align) => e.isActive({ textAlign: align })) ?? 'left',
      fontFamily: (e.getAttributes('textStyle').fontFamily as string | undefined) ?? '',
      fontSize: (e.getAttributes('textStyle').fontSize as string | undefined) ?? '',
      color: (e.getAttributes('textStyle').color as string | undefined) ?? '#000000',
      backgroundColor: (e.getAttributes('textStyle').backgroundColor as string | undefined) ?? '#ffffff',
      linkHref: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  })
  const chain = () => editor.chain().focus()

  const onHeading = (event: ChangeEvent<HTMLSelectElement>) => {
    const level = Number(event.target.value)
    if (level === 1 || level === 2 || level === 3) chain().setHeading({ level }).run()
    else chain().setParagraph().run()
  }
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (file) onPickImage(file, (src, alt) => chain().setImage({ src, alt }).run())
  }
  const selectClass =
    'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-violet-600'

  return (
    <div className="sticky top-0 z-10 border-b border-slate-200 bg-slate-50">
      <div
        role="toolbar"
        aria-label={t('editor.toolbar.label')}
        className="flex flex-wrap items-center gap-1 p-2"
        data-testid="editor-toolbar"
      >
        <label htmlFor={`${baseId}-heading`} className="sr-only">
          {t('editor.toolbar.textStyle')}
        </label>
        <select id={`${baseId}-heading`} value={state.heading} onChange={onHeading} className={selectClass}>
          <option value={0}>{t('editor.toolbar.paragraph')}</option>
          <option value={1}>{t('editor.toolbar.heading', { level: 1 })}</option>
          <option value={2}>{t('editor.toolbar.heading', { level: 2 })}</option>
          <option value={3}>{t('editor.toolbar.heading', { level: 3 })}</option>
        </select>
        <label htmlFor={`${baseId}-font`} className="sr-only">
          {t('editor.toolbar.fontFamily')}
        </label>
        <select
          id={`${baseId}-font`}
          value={state.fontFamily}
          onChange={(event) =>
            event.target.value ? chain().setFontFamily(event.target.value).run() : chain().unsetFontFamily().run()
          }
          className={selectClass}
        >
          <option value="">{t('editor.toolbar.defaultFont')}</option>
          {FONT_FAMILIES.map((font) => (
            <option key={font} value={font}>
              {font}
            </option>
          ))}
        </select>
        <label htmlFor={`${baseId}-size`} className="sr-only">
          {t('editor.toolbar.fontSize')}
        </label>
        <select
          id={`${baseId}-size`}
          value={state.fontSize}
          onChange={(event) =>
            event.target.value ? chain().setFontSize(event.target.value).run() : chain().unsetFontSize().run()
          }
          className={selectClass}
        >
          <option value="">{t('editor.toolbar.defaultSize')}</option>
          {FONT_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <Separator />
        <ToolbarButton
          label={t('editor.toolbar.bold')}
          isPressed={state.bold}
          onClick={() => chain().toggleBold().run()}
          glyph="B"
        />
        <ToolbarButton
          label={t('editor.toolbar.italic')}
          isPressed={state.italic}
          onClick={() => chain().toggleItalic().run()}
          glyph="I"
          glyphClass="italic"
        />
        <ToolbarButton
          label={t('editor.toolbar.underline')}
          isPressed={state.underline}
          onClick={() => chain().toggleUnderline().run()}
          glyph="U"
          glyphClass="underline"
        />
        <ToolbarButton
          label={t('editor.toolbar.strike')}
          isPressed={state.strike}
          onClick={() => chain().toggleStrike().run()}
          glyph="S"
          glyphClass="line-through"
        />
        <ToolbarButton
          label={t('editor.toolbar.subscript')}
          isPressed={state.subscript}
          onClick={() => chain().toggleSubscript().run()}
          glyph="x₂"
        />
        <ToolbarButton
          label={t('editor.toolbar.superscript')}
          isPressed={state.superscript}
          onClick={() => chain().toggleSuperscript().run()}
          glyph="x²"
        />
        <label className="inline-flex h-9 items-center gap-1 rounded-md px-1 text-sm text-slate-700 hover:bg-slate-200">
          <span aria-hidden="true">A</span>
          <span className="sr-only">{t('editor.toolbar.textColor')}</span>
          <input
            type="color"
            value={state.color.startsWith('#') ? state.color : '#000000'}
            onChange={(event) => chain().setColor(event.target.value).run()}
            className="h-6 w-6 cursor-pointer border-0 bg-transparent p-0"
          />
        </label>
        <label className="inline-flex h-9 items-center gap-1 rounded-md px-1 text-sm text-slate-700 hover:bg-slate-200">
          <span aria-hidden="true">▇</span>
          <span className="sr-only">{t('editor.toolbar.backgroundColor')}</span>
          <input
            type="color"
            value={state.backgroundColor.startsWith('#') ? state.backgroundColor : '#ffffff'}
            onChange={(event) => chain().setBackgroundColor(event.target.value).run()}
            className="h-6 w-6 cursor-pointer border-0 bg-transparent p-0"
          />
        </label>
        <Separator />
        <ToolbarButton
          label={t('editor.toolbar.blockquote')}
          isPressed={state.blockquote}
          onClick={() => chain().toggleBlockquote().run()}
          glyph="“”"
        />
        <ToolbarButton
          label={t('editor.toolbar.codeBlock')}
          isPressed={state.codeBlock}
          onClick={() => chain().toggleCodeBlock().run()}
          glyph="</>"
        />
        <ToolbarButton
          label={t('editor.toolbar.bulletList')}
          isPressed={state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
          glyph="•≡"
        />
        <ToolbarButton
          label={t('editor.toolbar.orderedList')}
          isPressed={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
          glyph="1.≡"
        />
        <Separator />
        {ALIGNMENTS.map((align) => (
          <ToolbarButton
            key={align}
            label={t(`editor.toolbar.align.${align}`)}
            isPressed={state.align === align}
            onClick={() => chain().setTextAlign(align).run()}
            glyph={{ left: '⇤', center: '↔', right: '⇥', justify: '☰' }[align]}
          />
        ))}
        <Separator />
        <ToolbarButton
          label={t('editor.toolbar.link')}
          isPressed={state.link}
          onClick={() => setPrompt(prompt === 'link' ? null : 'link')}
          glyph="↗"
        />
        <ToolbarButton label={t('editor.toolbar.image')} onClick={() => fileRef.current?.click()} glyph="▣" />
        <input
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="editor-image-input"
          onChange={onFile}
        />
        <ToolbarButton
          label={t('editor.toolbar.video')}
          onClick={() => setPrompt(prompt === 'video' ? null : 'video')}
          glyph="▶"
        />
        <ToolbarButton
          label={t('editor.toolbar.table')}
          onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
          glyph="▦"
        />
        {state.table && (
          <>
            <ToolbarButton label={t('editor.toolbar.addRow')} onClick={() => chain().addRowAfter().run()} glyph="+≡" />
            <ToolbarButton
              label={t('editor.toolbar.addColumn')}
              onClick={() => chain().addColumnAfter().run()}
              glyph="+‖"
            />
            <ToolbarButton
              label={t('editor.toolbar.deleteTable')}
              onClick={() => chain().deleteTable().run()}
              glyph="✕▦"
            />
          </>
        )}
        <Separator />
        <ToolbarButton
          label={t('editor.toolbar.clear')}
          onClick={() => chain().unsetAllMarks().clearNodes().unsetTextAlign().run()}
          glyph="⌫"
        />
      </div>
      {prompt === 'link' && (
        <UrlPrompt
          key="link"
          label={t('editor.toolbar.linkUrl')}
          initialValue={state.linkHref}
          invalidMessage={t('editor.toolbar.linkInvalid')}
          onRemove={state.link ? () => chain().extendMarkRange('link').unsetLink().run() : undefined}
          onApply={(url) => {
            if (!isAllowedLink(url)) return false
            chain().extendMarkRange('link').setLink({ href: url.trim(), target: '_blank' }).run()
            return true
          }}
          onClose={() => setPrompt(null)}
        />
      )}
      {prompt === 'video' && (
        <UrlPrompt
          key="video"
          label={t('editor.toolbar.videoUrl')}
          initialValue=""
          invalidMessage={t('editor.toolbar.videoInvalid')}
          onApply={(url) => {
            const embed = toEmbedUrl(url)
            if (!embed) return false
            chain().setVideoEmbed(embed).run()
            return true
          }}
          onClose={() => setPrompt(null)}
        />
      )}
    </div>
  )
}
