import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { Card, ExhibitionPage, Pending } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import { Booths } from '../shared/Booths'
import type { InExhibition } from '../shared/portalPage'
import * as styles from '../shared/portal.css'
import { boothInfoOf } from './boothStore'

/** /boothInfo (no token, spec §2): a company's hall, booth numbers, booth types and areas, by the link's deptId. */
export function BoothInfoPage({ exhibition, deptId }: InExhibition & { deptId: string }) {
  const t = useT()
  const language = useStore($language)
  const booths = boothInfoOf(exhibition, deptId)
  const { status, data, error } = useStore(booths.$store)

  useEffect(() => {
    if (deptId) void booths.load()
  }, [booths, deptId, language])

  return (
    <ExhibitionPage stacked title={t('exh.booth.heading')}>
      {!deptId ? (
        <Card>
          <p role="alert" className={parts.alert}>
            {t('exh.booth.noCompany')}
          </p>
        </Card>
      ) : data ? (
        <Card title={data.companyName}>
          <div className={styles.stack}>
            <Booths booths={data.booths} />
            <p className={parts.note} data-part="total-area">
              {t('exh.booth.total', { n: data.totalArea })}
            </p>
          </div>
        </Card>
      ) : (
        <Pending status={status} error={error} onRetry={() => void booths.retry()} loading={t('exh.loading')} />
      )}
    </ExhibitionPage>
  )
}
