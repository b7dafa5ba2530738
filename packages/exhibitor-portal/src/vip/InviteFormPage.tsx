import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import type { InviteRecipientResult } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, QrCode, Radio, Select, TextField } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import type { InExhibition } from '../shared/portalPage'
import { PortalNav } from '../shared/PortalNav'
import * as styles from '../shared/portal.css'
import { useIsStaff } from '../shared/useRole'
import { vipLink } from './vipApi'
import { inviteRecordsOf, judgeRows, sendRows, templatesOf, vipInviteOf, type RecipientRow, type RowVerdict } from './vipStore'
import * as vip from './Vip.css'

type Channel = 'email' | 'sms'
let nextKey = 1
const emptyRow = (): RecipientRow => ({ key: nextKey++, name: '', address: '' })

/** The company's link and QR code, for buyers met in person rather than written to. */
function ShareByLink({ exhibition }: InExhibition) {
  const t = useT()
  const invite = vipInviteOf(exhibition)
  const { data } = useStore(invite.$store)
  useEffect(() => {
    void invite.load()
  }, [invite])
  if (!data) return null
  const link = vipLink(data)
  return (
    <Card title={t('exh.vip.send.orLink')}>
      <div className={styles.stack}>
        <QrCode value={link} label={t('exh.vip.invite.qr')} size={140} />
        <p className={parts.nav}>
          <RouteLink className={parts.link} path="/exhibitorSelfService/inviteVIP">
            {t('exh.vip.links.invitation')}
          </RouteLink>
          <RouteLink className={parts.link} path="/exhibitorSelfService/invitingBuyers/list">
            {t('exh.vip.links.list')}
          </RouteLink>
        </p>
      </div>
    </Card>
  )
}

/**
 * /exhibitorSelfService/inviteVIP/inviteForm: the invitation sent by SMS or e-mail to a batch of buyers, each row
 * checked with the shared schema; a bad row stays with its reason while the good ones go, and the server's answer
 * for each recipient (sent, or already invited before) is shown.
 */
export function InviteFormPage({ exhibition }: InExhibition) {
  const t = useT()
  const area = useArea()
  const language = useStore($language)
  const templates = templatesOf(exhibition)
  const shownTemplates = useStore(templates.$store).data ?? []
  const staff = useIsStaff(exhibition)
  const [channel, setChannel] = useState<Channel>('email')
  const [templateId, setTemplateId] = useState('')
  const [rows, setRows] = useState<RecipientRow[]>(() => [emptyRow(), emptyRow()])
  const [verdicts, setVerdicts] = useState(new Map<number, RowVerdict>())
  const [formError, setFormError] = useState<string>()
  const [results, setResults] = useState<InviteRecipientResult[]>([])
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void templates.load()
  }, [templates, language])
  const ofChannel = shownTemplates.filter((template) => template.channel === channel)
  // The organiser's first template of the channel, until the admin picks another.
  const chosen = ofChannel.find((template) => template.id === templateId) ?? ofChannel[0] ?? null

  const edit = (key: number, field: 'name' | 'address', value: string) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)))
    setVerdicts((current) => {
      const next = new Map(current)
      next.delete(key)
      return next
    })
    setFormError(undefined)
  }

  const send = async () => {
    if (busy) return
    const typed = rows.filter((row) => row.name.trim() || row.address.trim())
    if (typed.length === 0) {
      setFormError(t('exh.vip.send.nobody'))
      return
    }
    setBusy(true)
    try {
      const judged = await judgeRows(exhibition, channel, chosen?.id ?? '', typed)
      if (judged.formError || judged.good.length === 0) {
        setVerdicts(judged.verdicts)
        setFormError(judged.formError)
        return
      }
      const answer = await sendRows(exhibition, channel, chosen!.id, judged.good)
      const all = new Map([...judged.verdicts, ...answer.verdicts])
      setVerdicts(all)
      setFormError(answer.formError)
      if (!answer.result) return
      setResults((earlier) => [...answer.result!.results, ...earlier])
      // What went is listed below; what was refused stays to be corrected.
      const done = new Set(judged.good.map((row) => row.key))
      setRows((current) => {
        const left = current.filter((row) => !done.has(row.key) && (row.name.trim() || row.address.trim()))
        return left.length ? left : [emptyRow()]
      })
      inviteRecordsOf(exhibition, '').invalidate()
      inviteRecordsOf(exhibition, 'invited').invalidate()
      area.emit('fair-exhibitor-buyers-invited', { exhibitionId: exhibition.exhibitionId, channel, sent: answer.result.sent, skipped: answer.result.skipped })
    } finally {
      setBusy(false)
    }
  }

  return (
    <ExhibitionPage stacked title={t('exh.vip.send.heading')}>
      <PortalNav here="buyers" />
      {staff ? (
        <Card>
          <p className={parts.note} data-part="staff-note">
            {t('exh.staffReadOnly')}
          </p>
        </Card>
      ) : (
        <Card>
          <form
            className={styles.stack}
            noValidate
            data-part="invite-batch"
            onSubmit={(event) => {
              event.preventDefault()
              void send()
            }}
          >
            <fieldset className={vip.recipient}>
              <legend className={vip.legend}>{t('exh.vip.send.channel')}</legend>
              {(['email', 'sms'] as const).map((value) => (
                <Radio
                  key={value}
                  name="vip-channel"
                  label={t(`exh.vip.channel.${value}`)}
                  checked={channel === value}
                  onSelect={() => {
                    setChannel(value)
                    setTemplateId('')
                    setVerdicts(new Map())
                  }}
                />
              ))}
            </fieldset>
            <Select
              label={t('exh.vip.send.template')}
              value={chosen?.id ?? ''}
              onChange={setTemplateId}
              placeholder={ofChannel.length ? undefined : t('exh.vip.send.noTemplate')}
              options={ofChannel.map((template) => ({ value: template.id, label: template.title }))}
            />
            {chosen && <p className={`${styles.letter} ${parts.muted}`}>{chosen.body}</p>}
            {rows.map((row, index) => {
              const verdict = verdicts.get(row.key)
              return (
                <fieldset key={row.key} className={vip.recipient} data-part="recipient" data-state={verdict?.error ? 'refused' : 'typed'}>
                  <legend className={vip.legend}>{t('exh.vip.send.recipient', { n: index + 1 })}</legend>
                  <TextField label={t('exh.vip.send.name', { n: index + 1 })} value={row.name} onChange={(value) => edit(row.key, 'name', value)} autoComplete="off" />
                  <TextField
                    label={t(channel === 'email' ? 'exh.vip.send.email' : 'exh.vip.send.mobile', { n: index + 1 })}
                    type={channel === 'email' ? 'email' : 'tel'}
                    inputMode={channel === 'email' ? 'email' : 'tel'}
                    value={row.address}
                    onChange={(value) => edit(row.key, 'address', value)}
                    autoComplete="off"
                    error={verdict?.error}
                  />
                  {rows.length > 1 && (
                    <Button variant="text" onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}>
                      {t('exh.vip.send.remove', { n: index + 1 })}
                    </Button>
                  )}
                </fieldset>
              )
            })}
            <Button variant="secondary" onClick={() => setRows((current) => [...current, emptyRow()])}>
              {t('exh.vip.send.add')}
            </Button>
            {formError && (
              <p role="alert" className={styles.formAlert}>
                {formError}
              </p>
            )}
            <Button type="submit" loading={busy} debounce>
              {t('exh.vip.send.submit')}
            </Button>
          </form>
        </Card>
      )}
      {results.length > 0 && (
        <Card title={t('exh.vip.send.results')}>
          <ul className={styles.list} data-part="send-results">
            {results.map((result, index) => (
              <li key={`${result.address}-${index}`} data-state={result.outcome} className={styles.rowHead}>
                <span className={styles.breakAnywhere}>
                  {result.name} · {result.address}
                </span>
                <span className={parts.pill} data-state={result.outcome === 'sent' ? 'approved' : 'pending'}>
                  {t(`exh.vip.send.outcome.${result.outcome}`)}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <ShareByLink exhibition={exhibition} />
    </ExhibitionPage>
  )
}
