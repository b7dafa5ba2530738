import * as RadixDialog from '@radix-ui/react-dialog'
import { usePortalContainer } from '@fairpass/core/element'
import { useT } from '@fairpass/core/i18n'
import { useRef, type ReactNode } from 'react'
import './messages'
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
  const opener = useRef<HTMLElement | null>(null)
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={styles.overlay} />
        {/* Radix links a Description itself; without one it wants aria-describedby explicitly unset. */}
        <RadixDialog.Content
          className={styles.content}
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Radix returns focus to its Trigger, and these dialogs are opened by the caller's own controls; without
          // this, closing drops keyboard and screen-reader users at the top of the page.
          onOpenAutoFocus={() => {
            opener.current = deepActiveElement()
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current
            opener.current = null
            if (target?.isConnected) {
              event.preventDefault()
              target.focus()
            }
          }}
        >
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

/** The focused element, looked up through shadow roots: inside an element, document.activeElement is its host. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement && active !== document.body ? active : null
}
