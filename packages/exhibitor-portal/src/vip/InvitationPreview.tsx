import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { InvitationTemplateView } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import * as parts from '@fairpass/ui/parts'
import { fileHref } from '../shared/api'
import * as styles from '../shared/portal.css'
import { infoOf } from '../shared/stores'
import { previewText } from './vipStore'
import * as vip from './Vip.css'

/**
 * The invitation as a buyer reads it, in the page language: the chosen template with the company, its booths, the
 * link and the company's own wording put in, and the invite image. Shown live while the wording is typed.
 */
export function InvitationPreview({ exhibition, template, wordingCn, wordingEn, imageLink, link }: { exhibition: ExhibitionRef; template: InvitationTemplateView | null; wordingCn: string; wordingEn: string; imageLink: string; link: string }) {
  const t = useT()
  const language = useStore($language)
  const info = infoOf(exhibition)
  const { status, data } = useStore(info.$store)
  useEffect(() => {
    if (status === 'idle') void info.load()
  }, [info, status])
  const company = (language === 'en' ? data?.deptEnName || data?.fullEnName : data?.deptName) || data?.fullName || ''
  const booth = data?.booths.map((row) => `${row.hall}-${row.boothNo}`).join(', ') ?? ''
  const wording = language === 'en' ? wordingEn : wordingCn
  return (
    <section className={vip.preview} aria-label={t('exh.vip.preview.label')} data-part="invitation-preview">
      {imageLink && <img className={vip.previewImage} src={fileHref(imageLink)} alt={t('exh.vip.preview.image')} />}
      {template && <p className={vip.previewTitle}>{template.title}</p>}
      <p className={`${styles.letter} ${styles.breakAnywhere}`}>{previewText(template, { company, booth, link, wording, name: t('exh.vip.preview.guest') }) || t('exh.vip.preview.empty')}</p>
      {!template && <p className={parts.muted}>{t('exh.vip.preview.noTemplate')}</p>}
    </section>
  )
}
