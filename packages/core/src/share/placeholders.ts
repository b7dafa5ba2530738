/*
 * Share titles accept placeholders in double percent signs (spec §3 "Share titles"), filled from the person sharing:
 * name, surname, given name, company, booth number, exhibitor full name, journal names, contacts. A placeholder with
 * no value, or one this list does not know, is removed, so a title never shows `%%…%%` or "undefined".
 */

/** Each value's key and the names a title may call it by (compared without case, spaces or underscores). */
const ALIASES: Record<string, readonly string[]> = {
  name: ['name', 'username', 'fullname', '姓名'],
  lastName: ['lastname', 'surname', 'familyname', '姓'],
  firstName: ['firstname', 'givenname', '名'],
  company: ['company', 'companyname', '公司', '公司名称', '单位'],
  companyEnName: ['companyenname', 'companyen', '英文公司名称'],
  boothNo: ['boothno', 'booth', 'boothnumber', 'boothnos', '展位号', '展位'],
  fullName: ['exhibitorfullname', 'exhibitorname', 'fullname_exhibitor', '展商全称'],
  fullEnName: ['fullenname', 'exhibitorfullenname', '展商英文全称'],
  exhibitorJournalName: ['exhibitorjournalname', 'journalname', '会刊名称'],
  exhibitorJournalEnName: ['exhibitorjournalenname', 'journalenname', '会刊英文名称'],
  journalContacts: ['journalcontacts', 'contacts', 'contact', '联系人'],
  journalContactInformation: ['journalcontactinformation', 'contactinformation', '联系方式'],
  exhibitionTitle: ['exhibition', 'exhibitiontitle', 'exhibitionname', '展会名称'],
}

const normalise = (name: string) => name.trim().toLowerCase().replace(/[\s_-]+/g, '')

const KEY_OF = new Map<string, string>()
for (const [key, names] of Object.entries(ALIASES)) {
  KEY_OF.set(normalise(key), key)
  for (const name of names) KEY_OF.set(normalise(name), key)
}

/** The value key a placeholder name stands for, or null when it is not one. */
export function placeholderKey(name: string): string | null {
  return KEY_OF.get(normalise(name)) ?? null
}

/**
 * The title with every `%%placeholder%%` filled from `values` (by key or any of its names); unknown or empty ones are
 * removed and the spaces they leave behind are tidied.
 */
export function fillShareTitle(template: string, values: Partial<Record<string, string | null | undefined>>): string {
  const filled = template.replace(/%%([^%\s](?:[^%\n]{0,38}[^%\s])?)%%/g, (_match, name: string) => {
    const key = placeholderKey(name)
    const value = key ? values[key] : undefined
    return typeof value === 'string' ? value.trim() : ''
  })
  return filled
    .replace(/%%/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/^\s*[,，:：·-]\s*/, '')
    .trim()
}
