import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import type { PermissionPage } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, Checkbox, ExhibitionPage, LoadFailed, Spinner } from '@fairpass/ui'
import type { InExhibition } from '../shared/toolPage'
import { ToolNav } from '../shared/ToolNav'
import * as parts from '../shared/page.css'
import { changesOf, draftOf, permissionsOf, seatsAfter, submitAuthorisations, submittingOf } from './accountsStore'
import * as styles from './Accounts.css'

/** /accountMngPage: with the multi-account membership the admin authorises the company's staff accounts and takes it back. */
export function AccountsPage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const permissions = permissionsOf(exhibition)
  const { status, data, error } = useStore(permissions.$store)
  useEffect(() => {
    void permissions.load()
  }, [permissions, language])
  return (
    <ExhibitionPage stacked title={t('customers.accounts.heading')}>
      <ToolNav here="other" />
      {!data ? status === 'failed' ? <LoadFailed onRetry={() => void permissions.retry()} error={error} /> : <Spinner showText /> : <Accounts exhibition={exhibition} page={data} />}
    </ExhibitionPage>
  )
}

function Accounts({ exhibition, page }: InExhibition & { page: PermissionPage }) {
  const t = useT()
  const { emit } = useArea()
  const draft = useStore(draftOf(exhibition))
  const submitting = useStore(submittingOf(exhibition))
  const changes = changesOf(page, draft)
  const multi = page.membership?.kind === 'multi'
  const used = seatsAfter(page, draft)
  const max = page.seats?.max ?? 0

  return (
    <Card title={t('customers.accounts.title')}>
      <div className={parts.stack} data-part="accounts">
        {!multi && (
          <>
            <p role="alert" className={parts.note}>
              {t('customers.accounts.needsMulti')}
            </p>
            <RouteLink className={parts.link} path="/buyMemPage">
              {t('customers.mine.upgrade')}
            </RouteLink>
          </>
        )}
        {multi && <p className={used > max ? parts.alert : parts.muted} data-part="seats">{t('customers.accounts.seats', { used, max })}</p>}
        <ul className={styles.list}>
          {page.accounts.map((account) => {
            const checked = draft[account.userId] ?? account.authorised
            return (
              <li key={account.userId} className={styles.row} data-part="account" data-state={account.authorised ? 'authorised' : 'not-authorised'}>
                <Checkbox
                  label={t(account.role === 'admin' ? 'customers.accounts.adminOf' : 'customers.accounts.staffOf', { name: account.name, account: account.account })}
                  checked={account.role === 'admin' ? Boolean(page.membership) : checked}
                  disabled={account.role === 'admin' || !multi || submitting.busy}
                  onChange={(next) => draftOf(exhibition).set({ ...draft, [account.userId]: next })}
                />
                <p className={parts.muted}>{t('customers.accounts.leads', { n: account.leads })}</p>
              </li>
            )
          })}
        </ul>
        {submitting.error && (
          <p role="alert" className={parts.alert}>
            {submitting.error}
          </p>
        )}
        {multi && (
          <div className={parts.actions}>
            <Button loading={submitting.busy} disabled={!changes.length} onClick={() => void submitAuthorisations(exhibition, emit)}>
              {t('customers.accounts.save', { n: changes.length })}
            </Button>
            <RouteLink className={parts.link} path="/transferDescPage">
              {t('customers.mine.toTransfer')}
            </RouteLink>
          </div>
        )}
      </div>
    </Card>
  )
}
