import * as RadixDialog from '@radix-ui/react-dialog'
import { usePortalContainer } from '@fairpass/core/element'
import { useT } from '@fairpass/core/i18n'
import type { ReactNode } from 'react'
import '../messages'
import * as styles from './Dialog.css'

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Required: it names the dialog for screen readers. */
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** Actions under the content, e.g. confirm and cancel buttons. */
  footer?: ReactNode
}

/** A modal dialog rendered inside the element's shadow root, so the suite stylesheet applies to it. */
export function Dialog({ open, onOpenChange, title, description, children, footer }: DialogProps) {
  const t = useT()
  const container = usePortalContainer()
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={styles.overlay} />
        {/* Radix links a Description itself; without one it wants aria-describedby explicitly unset. */}
        <RadixDialog.Content className={styles.content} {...(description ? {} : { 'aria-describedby': undefined })}>
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={t('ui.close')}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description && <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>}
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
