import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import type { PermissionPage } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, LoadFailed, Select, Spinner } from '@fairpass/ui'
import { moveLeads, permissionsOf, submittingOf } from '../accounts/accountsStore'
import type { InExhibition } from '../shared/toolPage'
import { ToolNav } from '../shared/ToolNav'
import * as parts from '../shared/page.css'

/** /transferDescPage: a departing staff member's leads moved to another account of the company (the admin's). */
export function TransferPage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const permissions = permissionsOf(exhibition)
  const { status, data, error } = useStore(permissions.$store)
  useEffect(() => {
    void permissions.load()
  }, [permissions, language])
  return (
    <ExhibitionPage stacked title={t('customers.transfer.heading')}>
      <ToolNav here="other" />
      {!data ? status === 'failed' ? <LoadFailed onRetry={() => void permissions.retry()} error={error} /> : <Spinner showText /> : <Transfer exhibition={exhibition} page={data} />}
    </ExhibitionPage>
  )
}

function Transfer({ exhibition, page }: InExhibition & { page: PermissionPage }) {
  const t = useT()
  const submitting = useStore(submittingOf(exhibition))
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const source = page.accounts.find((account) => account.userId === from)
  const target = page.accounts.find((account) => account.userId === to)
  const option = (account: PermissionPage['accounts'][number]) => ({ value: account.userId, label: t('customers.transfer.option', { name: account.name, n: account.leads }) })

  return (
    <Card title={t('customers.transfer.title')}>
      <form
        className={parts.stack}
        noValidate
        data-part="transfer"
        onSubmit={(event) => {
          event.preventDefault()
          void moveLeads(exhibition, from, to).then((moved) => moved && (setFrom(''), setTo('')))
        }}
      >
        <p className={parts.muted}>{t('customers.transfer.intro')}</p>
        <Select label={t('customers.transfer.from')} value={from} placeholder={t('customers.transfer.choose')} required onChange={setFrom} options={page.accounts.filter((account) => account.leads > 0).map(option)} />
        <Select label={t('customers.transfer.to')} value={to} placeholder={t('customers.transfer.choose')} required onChange={setTo} options={page.accounts.filter((account) => account.userId !== from).map(option)} />
        {submitting.error && (
          <p role="alert" className={parts.alert}>
            {submitting.error}
          </p>
        )}
        <div className={parts.actions}>
          <Button type="submit" loading={submitting.busy} debounce disabled={!source || !target}>
            {source && target ? t('customers.transfer.move', { n: source.leads, from: source.name, to: target.name }) : t('customers.transfer.moveNone')}
          </Button>
        </div>
      </form>
    </Card>
  )
}
