import { type Editor, useEditorState } from '@tiptap/react'
import type { LucideIcon } from 'lucide-react'
import ImagePlus from 'lucide-react/icons/image-plus'
import LinkIcon from 'lucide-react/icons/link'
import Video from 'lucide-react/icons/video'
import { type ChangeEvent, type ReactNode, type Ref, useId, useRef, useState } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { cn } from '#app/lib/cn'
import { useRovingToolbar } from '../hooks/use-roving-toolbar'
import { isAllowedLink } from '../utils/editor-extensions'
import {
  ALIGN_COMMANDS,
  BLOCK_COMMANDS,
  CLEAR_FORMATTING,
  COLOR_PICKERS,
  INSERT_TABLE,
  MARK_COMMANDS,
  TABLE_COMMANDS,
  TEXT_STYLE_SELECTS,
  type ToolbarCommand,
  pressedStates,
} from '../utils/toolbar-commands'
import { toEmbedUrl } from '../utils/video-embed'
import { UrlPrompt } from './url-prompt'

/**
 * A toolbar button: a Lucide icon, named by its aria-label, with the same words as a tooltip that
 * shows on hover and on keyboard focus (a `title` would show on hover only, and late).
 *
 * A mouse press does not take the focus from the editor: TipTap hands the focus back only on the
 * next animation frame, and on a busy page the keys typed right after clicking Bold went to the
 * button and were lost. The keyboard still reaches the buttons (Tab, then the arrows).
 */
function ToolbarButton({
  label,
  isPressed,
  onClick,
  icon: Icon,
  ref,
}: {
  label: string
  isPressed?: boolean
  onClick: () => void
  icon: LucideIcon
  ref?: Ref<HTMLButtonElement>
}) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      aria-pressed={isPressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'group relative inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-semibold hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-violet-600',
        isPressed ? 'bg-violet-100 text-violet-900' : 'text-slate-700',
      )}
    >
      <Icon aria-hidden="true" size={18} strokeWidth={2} />
      <Tooltip text={label} />
    </button>
  )
}

/** The visible name of a toolbar control, under it, on hover and keyboard focus (aria-hidden: the control is named already). */
function Tooltip({ text }: { text: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="toolbar-tooltip"
      className="pointer-events-none absolute top-full left-1/2 z-20 mt-1 hidden -translate-x-1/2 rounded bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow group-hover:block group-focus-visible:block group-has-focus-visible:block"
    >
      {text}
    </span>
  )
}

const Separator = () => <span aria-hidden="true" className="mx-1 h-6 w-px self-center bg-slate-300" />

const selectClass =
  'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-violet-600'

/** A labelled select of the toolbar; the first option is the default (value ''). */
function ToolbarSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string
  value: string | number
  onChange: (value: string) => void
  children: ReactNode
}) {
  const id = useId()
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClass}>
        {children}
      </select>
    </>
  )
}

/** A colour picker with an icon: `value` is the colour in force, `fallback` when it is not a hex colour. */
function ColorInput({
  label,
  icon: Icon,
  value,
  fallback,
  onChange,
}: {
  label: string
  icon: LucideIcon
  value: string
  fallback: string
  onChange: (color: string) => void
}) {
  return (
    <label className="group relative inline-flex h-9 items-center gap-1 rounded-md px-1 text-sm text-slate-700 hover:bg-slate-200">
      <Icon aria-hidden="true" size={18} />
      <span className="sr-only">{label}</span>
      <Tooltip text={label} />
      <input
        type="color"
        value={value.startsWith('#') ? value : fallback}
        onChange={(event) => onChange(event.target.value)}
        className="h-6 w-6 cursor-pointer border-0 bg-transparent p-0"
      />
    </label>
  )
}

/**
 * The formatting toolbar: exactly what the shared allow-list keeps. Every
 * control is a native button, select or input with a label; toggles say whether they are on. The
 * buttons are the tables of `toolbar-commands.ts`.
 */
export function EditorToolbar({
  editor,
  onPickImage,
}: {
  editor: Editor
  onPickImage: (file: File, insert: (src: string, alt: string) => void) => void
}) {
  const { t } = useTranslation()
  const fileRef = useRef<HTMLInputElement>(null)
  const toolbarRef = useRef<HTMLDivElement>(null)
  const linkRef = useRef<HTMLButtonElement>(null)
  const videoRef = useRef<HTMLButtonElement>(null)
  const roving = useRovingToolbar(toolbarRef)
  const [prompt, setPrompt] = useState<'link' | 'video' | null>(null)
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const textStyle = e.getAttributes('textStyle') as Record<string, string | undefined>
      return {
        pressed: pressedStates(e),
        link: e.isActive('link'),
        table: e.isActive('table'),
        heading: ([1, 2, 3] as const).find((level) => e.isActive('heading', { level })) ?? 0,
        fontFamily: textStyle.fontFamily ?? '',
        fontSize: textStyle.fontSize ?? '',
        color: textStyle.color ?? '',
        backgroundColor: textStyle.backgroundColor ?? '',
        linkHref: (e.getAttributes('link').href as string | undefined) ?? '',
      }
    },
  })
  const chain = () => editor.chain().focus()

  const commandButton = (command: ToolbarCommand) => (
    <ToolbarButton
      key={command.label}
      label={t(`editor.toolbar.${command.label}`)}
      isPressed={command.isActive ? Boolean(state.pressed[command.label]) : undefined}
      onClick={() => command.run(chain()).run()}
      icon={command.icon}
    />
  )

  // A prompt closed without applying (Escape, Cancel) gives the focus back to the button that
  // opened it, where it would otherwise fall to the page's start; an applied one left it in the
  // editor, where the link or the video went.
  const closePrompt = (applied: boolean) => {
    if (!applied) (prompt === 'link' ? linkRef : videoRef).current?.focus()
    setPrompt(null)
  }

  const onHeading = (value: string) => {
    const level = Number(value)
    if (level === 1 || level === 2 || level === 3) chain().setHeading({ level }).run()
    else chain().setParagraph().run()
  }
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (file) onPickImage(file, (src, alt) => chain().setImage({ src, alt }).run())
  }

  return (
    <div className="sticky top-0 z-10 border-b border-slate-200 bg-slate-50">
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={t('editor.toolbar.label')}
        className="flex flex-wrap items-center gap-1 p-2"
        data-testid="editor-toolbar"
        {...roving}
      >
        <ToolbarSelect label={t('editor.toolbar.textStyle')} value={state.heading} onChange={onHeading}>
          <option value={0}>{t('editor.toolbar.paragraph')}</option>
          {([1, 2, 3] as const).map((level) => (
            <option key={level} value={level}>
              {t('editor.toolbar.heading', { level })}
            </option>
          ))}
        </ToolbarSelect>
        {TEXT_STYLE_SELECTS.map((select) => (
          <ToolbarSelect
            key={select.attribute}
            label={t(`editor.toolbar.${select.label}`)}
            value={state[select.attribute]}
            onChange={(value) => (value ? select.set(chain(), value) : select.unset(chain())).run()}
          >
            <option value="">{t(`editor.toolbar.${select.defaultLabel}`)}</option>
            {select.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </ToolbarSelect>
        ))}
        <Separator />
        {MARK_COMMANDS.map(commandButton)}
        {COLOR_PICKERS.map((picker) => (
          <ColorInput
            key={picker.attribute}
            label={t(`editor.toolbar.${picker.label}`)}
            icon={picker.icon}
            value={state[picker.attribute]}
            fallback={picker.fallback}
            onChange={(color) => picker.set(chain(), color).run()}
          />
        ))}
        <Separator />
        {BLOCK_COMMANDS.map(commandButton)}
        <Separator />
        {ALIGN_COMMANDS.map(commandButton)}
        <Separator />
        <ToolbarButton
          ref={linkRef}
          label={t('editor.toolbar.link')}
          isPressed={state.link}
          onClick={() => setPrompt(prompt === 'link' ? null : 'link')}
          icon={LinkIcon}
        />
        <ToolbarButton label={t('editor.toolbar.image')} onClick={() => fileRef.current?.click()} icon={ImagePlus} />
        <input
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-roving-skip
          data-testid="editor-image-input"
          onChange={onFile}
        />
        <ToolbarButton
          ref={videoRef}
          label={t('editor.toolbar.video')}
          onClick={() => setPrompt(prompt === 'video' ? null : 'video')}
          icon={Video}
        />
        {commandButton(INSERT_TABLE)}
        {state.table && TABLE_COMMANDS.map(commandButton)}
        <Separator />
        {commandButton(CLEAR_FORMATTING)}
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
          onClose={closePrompt}
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
          onClose={closePrompt}
        />
      )}
    </div>
  )
}
