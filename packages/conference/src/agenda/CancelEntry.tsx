import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import type { AgendaEntry } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { Button, Dialog } from '@fairpass/ui'
import type { InExhibition } from '../shared/inExhibition'
import * as shared from '../shared/page.css'
import { actionOf } from '../session/sessionStore'

/**
 * Giving up a seat (or a waiting-list place) from the agenda, after a confirmation: the seat goes to the first on
 * the waiting list, which cannot be undone by the visitor. A paid session is held by a ticket and is refunded in
 * the wallet, so it offers no cancel here.
 */
export function CancelEntry({ exhibition, entry, onCancelled }: { entry: AgendaEntry; onCancelled: (title: string) => void } & InExhibition) {
  const t = useT()
  const { emit } = useArea()
  const action = actionOf(exhibition, entry.session.id)
  const busy = useStore(action.$busy)
  const [confirming, setConfirming] = useState(false)
  const [refused, setRefused] = useState<string | null>(null)
  if (entry.status === 'ticket') return null

  const title = entry.session.title
  const waitlisted = entry.status === 'waitlisted'
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)} aria-label={t(waitlisted ? 'conference.agenda.leaveOne' : 'conference.agenda.cancelOne', { title })}>
        {t(waitlisted ? 'conference.session.leaveWaitingList' : 'conference.session.cancel')}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open)
          if (!open) setRefused(null)
        }}
        title={t(waitlisted ? 'conference.session.leaveWaitingList' : 'conference.session.cancel')}
        description={t(waitlisted ? 'conference.agenda.confirmLeave' : 'conference.agenda.confirmCancel', { title })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('conference.agenda.keep')}
            </Button>
            <Button
              loading={busy}
              debounce
              onClick={() =>
                void action.cancel(emit).then((result) => {
                  if (result.kind === 'refused') return setRefused(result.message)
                  setConfirming(false)
                  onCancelled(title)
                })
              }
            >
              {t(waitlisted ? 'conference.session.leaveWaitingList' : 'conference.session.cancel')}
            </Button>
          </>
        }
      >
        {refused && (
          <p role="alert" className={shared.alert}>
            {refused}
          </p>
        )}
      </Dialog>
    </>
  )
}
