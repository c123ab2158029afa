import { Component, type ReactNode, Suspense, lazy } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { useHydrated } from '#app/lib/use-hydrated'
import type { RichTextEditorProps } from './rich-text-editor'

// A separate chunk: TipTap and ProseMirror load only when a form with the editor opens.
const RichTextEditor = lazy(() => import('./rich-text-editor'))

function EditorLoading() {
  const { t } = useTranslation()
  return (
    <p role="status" className="min-h-64 px-4 py-3 text-slate-500">
      {t('editor.editorLoading')}
    </p>
  )
}

function EditorFailed() {
  const { t } = useTranslation()
  return (
    <p role="alert" className="px-4 py-3 text-rose-700">
      {t('editor.editorFailed')}
    </p>
  )
}

/** A chunk that fails to load (offline, new deployment) says so instead of blanking the form. */
class EditorBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false }
  static getDerivedStateFromError() {
    return { hasFailed: true }
  }
  override render() {
    return this.state.hasFailed ? <EditorFailed /> : this.props.children
  }
}

/** The rich-text editor, client-only: the server and the first paint show a loading line. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const isHydrated = useHydrated()
  if (!isHydrated) return <EditorLoading />
  return (
    <EditorBoundary>
      <Suspense fallback={<EditorLoading />}>
        <RichTextEditor {...props} />
      </Suspense>
    </EditorBoundary>
  )
}
