import { useEffect, useState } from 'react'
import { GROUP_PATHS } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { refusalOf } from '@fairpass/core/resource'
import { Button, Card, ExhibitionPage } from '@fairpass/ui'
import { fetchGroupFile } from '../shared/api'
import type { InExhibition } from '../shared/groupPage'
import { GroupNav } from '../shared/GroupNav'
import * as parts from '../shared/page.css'

type Sheet = { status: 'idle' } | { status: 'busy' } | { status: 'ready'; url: string } | { status: 'failed'; message: string }

/** /groupManagement/printCode: the A4 PDF of the members' entry codes, made on the server and opened here. */
export function PrintCodePage({ exhibition }: InExhibition) {
  const t = useT()
  const [sheet, setSheet] = useState<Sheet>({ status: 'idle' })

  // The PDF was fetched with the leader's token, so it is an object URL that lives as long as the page.
  useEffect(() => () => {
    if (sheet.status === 'ready') URL.revokeObjectURL(sheet.url)
  }, [sheet])

  async function make() {
    setSheet({ status: 'busy' })
    try {
      const blob = await fetchGroupFile(exhibition, GROUP_PATHS.printCode)
      const url = URL.createObjectURL(blob)
      setSheet({ status: 'ready', url })
      window.open(url, '_blank', 'noopener')
    } catch (error) {
      setSheet({ status: 'failed', message: refusalOf(error).message || t('groups.print.failed') })
    }
  }

  return (
    <ExhibitionPage stacked title={t('groups.print.heading')}>
      <GroupNav here="print" />
      <Card>
        <div className={parts.stack} data-part="code-sheet" data-state={sheet.status}>
          <p className={parts.muted}>{t('groups.print.intro')}</p>
          <div className={parts.actions}>
            <Button loading={sheet.status === 'busy'} onClick={() => void make()}>
              {t('groups.print.open')}
            </Button>
          </div>
          {sheet.status === 'ready' && (
            <>
              <p role="status" className={parts.note}>
                {t('groups.print.opened')}
              </p>
              <a className={parts.link} href={sheet.url} target="_blank" rel="noopener" download="group-entry-codes.pdf">
                {t('groups.print.openAgain')}
              </a>
            </>
          )}
          {sheet.status === 'failed' && (
            <p role="alert" className={parts.alert}>
              {sheet.message}
            </p>
          )}
        </div>
      </Card>
    </ExhibitionPage>
  )
}
