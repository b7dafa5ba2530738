import { $session } from '@fairpass/core/session'
import { MembersOnly, type InExhibition } from '../shared/portalPage'
import { CredentialFormPage } from './CredentialFormPage'
import { InviteStaffPage } from './InviteStaffPage'
import { rememberedInviteCode } from './staffStore'

/**
 * /exhibitorSelfService/formInfoWap: the staff invite flow (spec §4) sends an invited staff member with an
 * incomplete badge here, so with an invitation's code (in the link or kept from its landing) it is their own form;
 * otherwise it is the company admin's form for a badge, for members only.
 */
export function FormInfoWapPage({ exhibition, id, code }: InExhibition & { id?: string; code?: string }) {
  // The remembered code counts only for a visitor who came by an invitation's link, not for the admin who tried one.
  const byInvitation = $session.get().registrationSource === 'exhInviteStaffCard'
  const invitation = id ? '' : code || (byInvitation ? rememberedInviteCode() : '')
  if (invitation) return <InviteStaffPage exhibition={exhibition} code={invitation} />
  return (
    <MembersOnly exhibition={exhibition}>
      <CredentialFormPage exhibition={exhibition} id={id} />
    </MembersOnly>
  )
}
