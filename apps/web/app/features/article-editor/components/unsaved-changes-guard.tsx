import { useEffect } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { useBlocker } from 'react-router'
import { Button } from '#app/components/ui/button'
import { Modal } from '#app/components/ui/modal'

/**
 * Keeps a user's unsaved work: while `when` is true, leaving for another page of the app asks first
 * (an accessible dialog), and closing or reloading the tab triggers the browser's own warning.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  )

  useEffect(() => {
    if (!when) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers need a returnValue to show the prompt.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [when])

  // A save that finishes while the dialog is open lets the pending navigation through.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed()
  }, [blocker, when])

  if (blocker.state !== 'blocked') return null
  return (
    <Modal title={t('editor.unsaved.title')} onClose={() => blocker.reset()}>
      <p className="mt-3 text-slate-700">{t('editor.unsaved.body')}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => blocker.reset()}>
          {t('editor.unsaved.stay')}
        </Button>
        <Button onClick={() => blocker.proceed()}>{t('editor.unsaved.leave')}</Button>
      </div>
    </Modal>
  )
}
