import { useState } from 'react'
import { Button } from '@fairpass/ui'
import { ConfirmDialog } from './ConfirmDialog'

export interface ConfirmButtonProps {
  /** The button's words (removing a member, a sub-account). */
  label: string
  title: string
  description: string
  confirm: string
  cancel: string
  busy: boolean
  /** The action itself; the dialog closes once it settles, done or refused (the page shows the refusal). */
  onConfirm: () => Promise<unknown>
}

/** A secondary button for an action that cannot be undone, asking first in a ConfirmDialog. */
export function ConfirmButton({ label, onConfirm, ...dialog }: ConfirmButtonProps) {
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {label}
      </Button>
      <ConfirmDialog {...dialog} open={confirming} onClose={() => setConfirming(false)} onConfirm={() => void onConfirm().then(() => setConfirming(false))} />
    </>
  )
}
