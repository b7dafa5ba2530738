import type { AreaInstance, ExhibitionRef } from '@fairpass/core/area'
import type { ChannelView } from '@fairpass/core/contract'
import { createForm, lastPart, loadValidation } from '@fairpass/core/forms'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { perExhibition, resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { createChannel, fetchChannel, fetchChannels } from './api'

/** The leader's channels at the exhibition, newest first. */
export const channelsOf = perExhibition((ref: ExhibitionRef) => resource(() => fetchChannels(ref)))

/** One channel with its link and people (the page's code); a fresh resource per page, so it reloads when opened. */
export const channelDetailOf = (ref: ExhibitionRef, code: string) => resource(() => fetchChannel(ref, code), { isEmpty: () => false })

export interface ChannelValues {
  code: string
  name: string
}

export const EMPTY_CHANNEL: ChannelValues = { code: '', name: '' }

export const channelInput = (values: ChannelValues) => ({ code: values.code.trim(), name: values.name.trim() })

/** The create form, checked by the shared schema (the server's) before anything is sent. */
export function createChannelForm(ref: ExhibitionRef) {
  return createForm<ChannelValues>(EMPTY_CHANNEL, async (values) => {
    const { channelSaveSchema, fieldErrors } = await loadValidation()
    const parsed = channelSaveSchema.safeParse({ tenantId: ref.tenantId, exhibitionId: ref.exhibitionId, languageType: $language.get(), ...channelInput(values) })
    return parsed.success ? null : fieldErrors(parsed.error, $language.get())
  })
}
export type ChannelForm = ReturnType<typeof createChannelForm>

/**
 * Creates the channel; a refusal (a code taken at the exhibition, the cap) is worded beside the form and what was
 * typed stays. The host hears `fair-channel-created`.
 */
export async function saveChannel(ref: ExhibitionRef, form: ChannelForm, emit: AreaInstance['emit']): Promise<ChannelView | null> {
  const saved = await form.submit((values) => createChannel(ref, channelInput(values)), { fields: lastPart })
  if (!saved) return null
  channelsOf(ref).invalidate()
  notify(t('channels.form.created', { code: saved.code }), 'success')
  emit('fair-channel-created', { exhibitionId: ref.exhibitionId, code: saved.code })
  return saved
}
