import { useArea } from '@fairpass/core/area'
import type { FairEventMap, FairEventName } from '@fairpass/core/events'
import { SetupForm, type SetupFormProps } from './SetupForm'

export interface AnnouncingSetupFormProps<K extends FairEventName> extends Omit<SetupFormProps, 'onSave'> {
  /** Saves the form: what the server kept, or null when the form was refused (it then shows why). */
  onSave: () => Promise<unknown>
  /** The event that tells the host page a save went through, with its detail as the form stood when saved. */
  saved: { event: K; detail: FairEventMap[K] }
}

/** A part of the booth setup as a form (SetupForm) whose every save that goes through is announced to the host page. */
export function AnnouncingSetupForm<K extends FairEventName>({ onSave, saved, ...form }: AnnouncingSetupFormProps<K>) {
  const area = useArea()
  return (
    <SetupForm
      {...form}
      onSave={() =>
        void onSave().then((kept) => {
          if (kept) area.emit(saved.event, saved.detail)
        })
      }
    />
  )
}
