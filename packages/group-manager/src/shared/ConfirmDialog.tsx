import { Button, Dialog } from '@fairpass/ui'
import * as parts from './page.css'

export interface ConfirmDialogProps {
  open: boolean
  /** Closes without doing anything: the cancel button, the close button, Escape or a click beside the dialog. */
  onClose: () => void
  title: string
  description: string
  /** The confirm and cancel buttons' words, already worded. */
  confirm: string
  cancel: string
  /** The confirmed action is under way: the confirm button spins and cannot be pressed twice. */
  busy: boolean
  onConfirm: () => void
}

/** Asks before an action that cannot be undone (removing a member, cancelling a booking): confirm first, then cancel. */
export function ConfirmDialog({ open, onClose, title, description, confirm, cancel, busy, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      description={description}
      footer={
        <div className={parts.actions}>
          <Button loading={busy} onClick={onConfirm}>
            {confirm}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {cancel}
          </Button>
        </div>
      }
    />
  )
}
