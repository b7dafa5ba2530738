import { useT } from '@fairpass/core/i18n'
import { Button, Dialog } from '@fairpass/ui'

export interface RemoveDialogProps<T> {
  /** The record asked about; null while the dialog is closed. */
  removing: T | null
  /** Closes without removing: the cancel button, the close button, Escape or a click beside the dialog. */
  onClose: () => void
  title: string
  /** What is removed, in words that name it (already worded). */
  description: string
  confirm: string
  /** The removal is under way: the confirm button spins and cannot be pressed twice. */
  busy: boolean
  onConfirm: (record: T) => void
}

/**
 * Asks before a record (a product, a staff badge) leaves the company's list. Cancel comes first: keeping the record is
 * the answer that costs nothing.
 */
export function RemoveDialog<T>({ removing, onClose, title, description, confirm, busy, onConfirm }: RemoveDialogProps<T>) {
  const t = useT()
  return (
    <Dialog
      open={removing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('exh.cancel')}
          </Button>
          <Button loading={busy} onClick={() => removing !== null && onConfirm(removing)}>
            {confirm}
          </Button>
        </>
      }
    />
  )
}
