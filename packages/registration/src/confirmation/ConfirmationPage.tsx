import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { navigate } from '@fairpass/core/router'
import { ticketCodeFor } from '@fairpass/core/routing'
import { $functionConfig, $link, $sysConfig, $userInfo, signOut } from '@fairpass/core/session'
import { linkToQuery, parseQuery } from '@fairpass/core/link'
import { maskPhone } from '@fairpass/core/utils'
import { Button, Card, QrCode, Spinner } from '@fairpass/ui'
import { RegistrationPage } from '../app/RegistrationPage'
import './messages'
import { announce } from '../flow/host'
import * as styles from './ConfirmationPage.css'

export function ConfirmationPage() {
  const t = useT()
  const userInfo = useStore($userInfo)
  const sysConfig = useStore($sysConfig)
  const functionConfig = useStore($functionConfig)

  if (!userInfo) {
    return (
      <RegistrationPage title={t('reg.confirmation.heading')}>
        <Spinner showText />
      </RegistrationPage>
    )
  }

  const code = ticketCodeFor(userInfo, { ...sysConfig, ...functionConfig } as never)
  const account = userInfo.phone ? maskPhone(userInfo.phone) : userInfo.email ?? userInfo.account

  const onSignOut = () => {
    signOut()
    announce('fair-logout', { reason: 'user' })
    navigate('/registration', parseQuery(linkToQuery($link.get())), { replace: true })
  }

  return (
    <RegistrationPage title={t('reg.confirmation.heading')}>
      <Card>
        <div className={styles.qrBlock} data-state={code ? 'issued' : 'pending'}>
          {code ? (
            <>
              <QrCode value={code} label={t('reg.confirmation.qrLabel')} size={220} />
              <p className={styles.hint}>{t('reg.confirmation.qrHint')}</p>
              {userInfo.userCode && (
                // Label and code are set apart by layout, not by a colon: ":" is wrong in Chinese ("：").
                <p className={styles.code}>
                  <span>{t('reg.confirmation.codeLabel')}</span>
                  <span className={styles.codeValue}>{userInfo.userCode}</span>
                </p>
              )}
            </>
          ) : (
            <p className={styles.hint}>{t('reg.confirmation.pending')}</p>
          )}
        </div>
      </Card>
      <Card>
        <dl className={styles.facts}>
          {userInfo.name && (
            <div className={styles.fact}>
              <dt>{t('reg.confirmation.name')}</dt>
              <dd>{userInfo.name}</dd>
            </div>
          )}
          {userInfo.company && (
            <div className={styles.fact}>
              <dt>{t('reg.confirmation.company')}</dt>
              <dd>{userInfo.company}</dd>
            </div>
          )}
          {account && (
            <div className={styles.fact}>
              <dt>{t('reg.confirmation.account')}</dt>
              <dd>{account}</dd>
            </div>
          )}
        </dl>
      </Card>
      <Button variant="secondary" block onClick={onSignOut}>
        {t('reg.confirmation.signOut')}
      </Button>
    </RegistrationPage>
  )
}
