import { useEffect, useMemo, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink, useRouter } from '@fairpass/core/router'
import { $language, signOut } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, Pending } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import { $mustSetPassword } from '../account/accountState'
import { choosePassword, createPasswordForm } from '../account/accountStore'
import { PasswordFields } from '../account/PasswordFields'
import { Booths } from '../shared/Booths'
import type { InExhibition } from '../shared/portalPage'
import { PortalNav } from '../shared/PortalNav'
import { ReviewState } from '../shared/ReviewState'
import * as styles from '../shared/portal.css'
import { infoOf } from '../shared/stores'

const PARTS = [
  { key: 'catalogue', path: '/user-center/exhibitorReport' },
  { key: 'products', path: '/exhibitorSelfService/exhibit/list' },
  { key: 'staff', path: '/exhibitorSelfService/documentManagement/list' },
  { key: 'invites', path: '/exhibitorSelfService/documentManagement/inviteCodePage' },
  { key: 'review', path: '/exhibitorSelfService/auditing' },
  // Part 2 (issue 17): the texts of these links live in each part's own message file.
  { key: 'setup', path: '/exhibitorSelfService/information', label: 'exh.setup.homePart' },
  { key: 'services', path: '/exhibitorSelfService/serviceOrder', label: 'exh.services.homeLink' },
  { key: 'vip', path: '/exhibitorSelfService/inviteVIP', label: 'exh.vip.homeLink' },
  { key: 'visa', path: '/exhibitorSelfService/visaInfo', label: 'exh.visa.homeLink' },
] as const

/**
 * /user-center for an exhibitor (spec §4 rule 8): the company, its booths, where catalogue and exhibits stand in
 * review, what is still needed before badges can be applied for, and a way into each part; the admin's password change.
 */
export function HomePage({ exhibition }: InExhibition) {
  const t = useT()
  const router = useRouter()
  const language = useStore($language)
  const info = infoOf(exhibition)
  const { status, data, error } = useStore(info.$store)
  const password = useMemo(() => createPasswordForm(exhibition, false), [exhibition])
  const [changing, setChanging] = useState(false)

  useEffect(() => {
    void info.load()
  }, [info, language])
  useEffect(() => password.reword(), [password, language])
  useEffect(() => {
    if (data?.mustSetPassword) $mustSetPassword.set(true)
  }, [data])

  if (!data) {
    return (
      <ExhibitionPage stacked title={t('exh.home.heading')}>
        <Pending status={status} error={error} onRetry={() => void info.retry()} loading={t('exh.loading')} />
      </ExhibitionPage>
    )
  }

  const company = language === 'en' && data.deptEnName ? data.deptEnName : data.deptName
  const fullName = language === 'en' && data.fullEnName ? data.fullEnName : data.fullName
  return (
    <ExhibitionPage stacked title={company}>
      <PortalNav here="home" />
      <Card title={t('exh.home.company')}>
        <div className={styles.stack} data-part="company">
          <dl className={styles.facts}>
            <dt>{t('exh.home.fullName')}</dt>
            <dd>{fullName}</dd>
            <dt>{t('exh.home.account')}</dt>
            <dd className={styles.breakAnywhere}>{data.account}</dd>
            <dt>{t('exh.home.role')}</dt>
            <dd>{t(`exh.role.${data.role}`)}</dd>
          </dl>
        </div>
      </Card>
      <Card title={t('exh.home.booths')}>
        <div className={styles.stack}>
          <Booths booths={data.booths} />
          <RouteLink className={parts.link} path="/boothInfo" query={{ deptId: data.deptId }}>
            {t('exh.home.boothPage')}
          </RouteLink>
        </div>
      </Card>
      <Card title={t('exh.home.progress')}>
        <div className={styles.stack} data-part="progress">
          <p className={parts.badges}>
            <ReviewState state={data.catalogue.state} label={t('exh.review.catalogue')} />
            <ReviewState state={data.exhibits.state} label={t('exh.review.exhibits')} />
          </p>
          <p className={parts.note} data-state={data.prerequisite.met ? 'met' : 'unmet'}>
            {data.prerequisite.met ? t('exh.home.badgesOpen') : t('exh.home.badgesWait')}
          </p>
          <ul className={styles.list}>
            {PARTS.map((part) => (
              <li key={part.key}>
                <RouteLink className={parts.link} path={part.path}>
                  {t('label' in part ? part.label : `exh.home.parts.${part.key}`)}
                </RouteLink>
              </li>
            ))}
            {/* Paid services (issue 17) */}
            <li>
              <RouteLink className={parts.link} path="/exhibitorSelfService/serviceOrder">
                {t('exh.services.homeLink')}
              </RouteLink>
            </li>
          </ul>
        </div>
      </Card>
      {data.role === 'admin' && (
        <Card title={t('exh.password.changeHeading')}>
          {changing ? (
            <PasswordFields
              form={password}
              first={false}
              submitLabel={t('exh.password.change')}
              onSubmit={() => void choosePassword(exhibition, password, false).then((done) => done && setChanging(false))}
            />
          ) : (
            <Button variant="secondary" onClick={() => setChanging(true)}>
              {t('exh.password.change')}
            </Button>
          )}
        </Card>
      )}
      <Button
        variant="text"
        onClick={() => {
          signOut()
          router.navigate('/exhibitorSelfService/exhibitorRegist/login', {}, { replace: true })
        }}
      >
        {t('exh.home.signOut')}
      </Button>
    </ExhibitionPage>
  )
}
