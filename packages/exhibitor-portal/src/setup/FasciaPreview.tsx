import { useT } from '@fairpass/core/i18n'
import * as styles from './FasciaPreview.css'

export interface FasciaPreviewProps {
  textCn: string
  textEn: string
  /** The booth number printed at the board's right end, e.g. "2H-B05". */
  booth: string
  shelves: number
  hangingRods: number
  flowTables: number
  /** Shelves and rods together beyond this are drawn in the warning colour. */
  maxShelvesAndRods: number
  maxFlowTables: number
}

const pieces = (n: number) => Array.from({ length: Number.isFinite(n) ? Math.max(0, Math.min(n, 40)) : 0 }, (_, index) => index)

/** The fascia board as it will hang on the booth, redrawn on every keystroke, with the furniture on the back wall. */
export function FasciaPreview({ textCn, textEn, booth, shelves, hangingRods, flowTables, maxShelvesAndRods, maxFlowTables }: FasciaPreviewProps) {
  const t = useT()
  const cn = textCn.trim()
  const en = textEn.trim()
  return (
    <figure className={styles.figure} data-part="fascia-preview">
      <figcaption className={styles.caption}>{t('exh.setup.board.preview')}</figcaption>
      <div className={styles.booth}>
        <div className={styles.board} data-part="fascia-board">
          <div className={styles.names}>
            {cn || en ? (
              <>
                <span className={styles.textCn} data-part="fascia-cn" lang="zh-CN">
                  {cn}
                </span>
                <span className={styles.textEn} data-part="fascia-en" lang="en">
                  {en}
                </span>
              </>
            ) : (
              <span className={styles.placeholder}>{t('exh.setup.board.previewEmpty')}</span>
            )}
          </div>
          <span className={styles.number}>{booth}</span>
        </div>
        <div className={styles.wall} aria-hidden="true">
          <div className={styles.rack}>
            {pieces(shelves).map((index) => (
              <span key={`s${index}`} className={`${styles.shelf} ${index + 1 > maxShelvesAndRods ? styles.over : ''}`} />
            ))}
            {pieces(hangingRods).map((index) => (
              <span key={`r${index}`} className={`${styles.rod} ${index + 1 + Math.max(0, shelves) > maxShelvesAndRods ? styles.over : ''}`} />
            ))}
          </div>
          <div className={styles.rack}>
            {pieces(flowTables).map((index) => (
              <span key={`t${index}`} className={`${styles.table} ${index + 1 > maxFlowTables ? styles.over : ''}`} />
            ))}
          </div>
        </div>
      </div>
      <p className={styles.furniture}>
        {t('exh.setup.board.shelves')} {Number.isFinite(shelves) ? shelves : '–'} · {t('exh.setup.board.hangingRods')} {Number.isFinite(hangingRods) ? hangingRods : '–'} · {t('exh.setup.board.flowTables')}{' '}
        {Number.isFinite(flowTables) ? flowTables : '–'}
      </p>
    </figure>
  )
}
