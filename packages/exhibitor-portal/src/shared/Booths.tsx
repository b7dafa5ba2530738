import type { BoothView } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import * as styles from './portal.css'

/** A company's booths: hall, number, type and area, one row each. */
export function Booths({ booths }: { booths: BoothView[] }) {
  const t = useT()
  return (
    <ul className={styles.list} data-part="booths">
      {booths.map((booth) => (
        <li key={booth.id} data-booth={`${booth.hall}-${booth.boothNo}`}>
          <dl className={styles.facts}>
            <dt>{t('exh.booth.hall')}</dt>
            <dd>{booth.hall}</dd>
            <dt>{t('exh.booth.number')}</dt>
            <dd>{booth.boothNo}</dd>
            <dt>{t('exh.booth.type')}</dt>
            <dd>{t(`exh.booth.types.${booth.type}`)}</dd>
            <dt>{t('exh.booth.area')}</dt>
            <dd>{t('exh.booth.squareMetres', { n: booth.area })}</dd>
          </dl>
        </li>
      ))}
    </ul>
  )
}
