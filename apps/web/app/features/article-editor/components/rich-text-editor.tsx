import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { cn } from '#app/lib/cn'
import { editorExtensions } from '../utils/editor-extensions'
import { EditorToolbar } from './editor-toolbar'

export type RichTextEditorProps = {
  id: string
  initialContent: string
  /** The editor's HTML, or '' when it holds nothing (so "required" works on an empty editor). */
  onChange: (html: string) => void
  /** The form uploads the picked file (counting images, showing progress) and calls `insert` with its URL. */
  onPickImage: (file: File, insert: (src: string, alt: string) => void) => void
  labelledBy: string
  describedBy?: string | undefined
  isInvalid?: boolean
}

/**
 * The TipTap editor of the article form. Loaded on demand (React.lazy) so TipTap never weighs on
 * the public pages, and rendered only in the browser (`immediatelyRender: false`).
 */
export default function RichTextEditor({
  id,
  initialContent,
  onChange,
  onPickImage,
  labelledBy,
  describedBy,
  isInvalid,
}: RichTextEditorProps) {
  const { t } = useTranslation()
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })

  const editor = useEditor({
    extensions: editorExtensions({ videoTitle: t('editor.videoEmbedTitle') }),
    content: initialContent,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
        'aria-placeholder': t('editor.contentPlaceholder'),
        'data-testid': 'content-editor',
        class: cn(
          'min-h-64 px-4 py-3 text-slate-800 focus:outline-none',
          '[&_blockquote]:border-l-4 [&_blockquote]:border-violet-200 [&_blockquote]:pl-4 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold',
          '[&_a]:text-violet-700 [&_a]:underline [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_p]:my-2',
          '[&_iframe]:aspect-video [&_iframe]:w-full [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-slate-100',
          '[&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:p-2 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:p-2',
        ),
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  })

  if (!editor) {
    return (
      <p role="status" className="px-4 py-3 text-slate-500">
        {t('editor.editorLoading')}
      </p>
    )
  }

  return (
    <div className="flex flex-col">
      <EditorToolbar editor={editor} onPickImage={onPickImage} />
      <div className="relative">
        <EditorPlaceholder editor={editor} />
        <EditorContent editor={editor} />
      </div>
    </div>
  )
}

/** The placeholder, drawn over an empty editor (never part of the content; `aria-placeholder` tells screen readers). */
function EditorPlaceholder({ editor }: { editor: Editor }) {
  const { t } = useTranslation()
  const isEmpty = useEditorState({ editor, selector: ({ editor: current }) => current.isEmpty })
  if (!isEmpty) return null
  return (
    <p aria-hidden="true" className="pointer-events-none absolute inset-x-4 top-3 text-slate-400">
      {t('editor.contentPlaceholder')}
    </p>
  )
}
