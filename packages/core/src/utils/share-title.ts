/**
 * Values a share title can mention (spec §3 "Share titles"): visitor and exhibitor fields.
 * Numbers are accepted because booth numbers and ids often arrive as numbers.
 */
export interface ShareTitleValues {
  name?: string | number | null
  lastName?: string | number | null
  firstName?: string | number | null
  company?: string | number | null
  companyEnName?: string | number | null
  boothNo?: string | number | null
  exhibitionHallNo?: string | number | null
  fullName?: string | number | null
  fullEnName?: string | number | null
  deptName?: string | number | null
  deptEnName?: string | number | null
  exhibitorJournalName?: string | number | null
  exhibitorJournalEnName?: string | number | null
  journalContacts?: string | number | null
  journalContactInformation?: string | number | null
}

/** Alternative spellings used in configured titles, mapped to the value they mean. */
const ALIASES: Record<string, keyof ShareTitleValues> = {
  surname: 'lastName',
  familyname: 'lastName',
  givenname: 'firstName',
  booth: 'boothNo',
  boothnumber: 'boothNo',
  hallno: 'exhibitionHallNo',
  exhibitorname: 'fullName',
  exhibitorenname: 'fullEnName',
  journalname: 'exhibitorJournalName',
  journalenname: 'exhibitorJournalEnName',
  contacts: 'journalContacts',
  contactinformation: 'journalContactInformation',
}

const PLACEHOLDER = /%%\s*([A-Za-z_ ]+?)\s*%%/g
/** Separators that would dangle at either end once an empty placeholder is removed. */
const DANGLING = /^[\s\-|·:：,，、/]+|[\s\-|·:：,，、/]+$/g

/**
 * Fills `%%name%%`-style placeholders of a configured share title. Names match case-insensitively,
 * ignoring spaces and underscores (`%%given name%%`, `%%boothNo%%`). A placeholder without a value
 * disappears together with the whitespace and separators it would leave behind.
 */
export function fillShareTitle(template: string, values: ShareTitleValues): string {
  const byName = new Map<string, string>()
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue
    byName.set(key.toLowerCase(), String(value).trim())
  }
  const filled = template.replace(PLACEHOLDER, (_match, rawName: string) => {
    const name = rawName.replace(/[\s_]/g, '').toLowerCase()
    const key = ALIASES[name]?.toLowerCase() ?? name
    return byName.get(key) ?? ''
  })
  return filled.replace(/[ \t]{2,}/g, ' ').replace(DANGLING, '')
}
