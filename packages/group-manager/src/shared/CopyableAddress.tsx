import { useState } from 'react'
import { useT } from '@fairpass/core/i18n'
import { Button, QrCode } from '@fairpass/ui'
import * as styles from './CopyableAddress.css'
import * as parts from './page.css'

/** The message keys of one page's words for the address, its copy button and the copy's outcome. */
export interface CopyWords {
  label: string
  copy: string
  copied: string
  copyFailed: string
}

/** Copies to the clipboard; a browser may refuse (no permission, an insecure page), and the page then says so. */
export async function copyText(text: string): Promise<'copied' | 'failed'> {
  try {
    await navigator.clipboard.writeText(text)
    return 'copied'
  } catch {
    return 'failed'
  }
}

export interface CopyableAddressProps {
  address: string
  words: CopyWords
  /** `data-part` of the address line, for tests and host styling. */
  part?: string
  /** Shown above as a QR code too: its accessible name (already worded) and its size in pixels. */
  qr?: { label: string; size: number }
  /** The copy is the page's main action (the invitation by link), not one beside a QR code. */
  primary?: boolean
}

/**
 * A link a leader passes on (the group's join link, a channel's, an invitation): its QR code where asked, its label,
 * the address itself and a copy button, then whether the copy worked. Siblings, not a wrapper: each page places them
 * in its own column, between its own lines.
 */
export function CopyableAddress({ address, words, part, qr, primary = false }: CopyableAddressProps) {
  const t = useT()
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle')
  return (
    <>
      {qr && (
        <div className={styles.qr}>
          <QrCode value={address} label={qr.label} size={qr.size} />
        </div>
      )}
      <p className={parts.factLabel}>{t(words.label)}</p>
      <p className={styles.address} data-part={part}>
        {address}
      </p>
      <div className={parts.actions}>
        <Button variant={primary ? 'primary' : 'secondary'} onClick={() => void copyText(address).then(setCopied)}>
          {t(words.copy)}
        </Button>
      </div>
      {copied !== 'idle' && (
        <p role="status" className={copied === 'copied' ? parts.note : parts.alert}>
          {t(copied === 'copied' ? words.copied : words.copyFailed)}
        </p>
      )}
    </>
  )
}
