import { Card } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import * as styles from '../shared/portal.css'
import { BackToHub } from './BackToHub'

/** A part of the setup the company's booths do not call for (no standard booth, no bare space): why, and the way back. */
export function NotNeeded({ text }: { text: string }) {
  return (
    <Card>
      <div className={styles.stack}>
        <p className={parts.note} data-state="not-needed">
          {text}
        </p>
        <BackToHub />
      </div>
    </Card>
  )
}
