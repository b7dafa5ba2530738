import { useEffect, useMemo, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import type { InvoiceHeaderView } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { Button, Card, Checkbox, Dialog, ExhibitionPage, ListStates } from '@fairpass/ui'
import type { InExhibition } from '../shared/inExhibition'
import { InvoiceNav } from '../shared/InvoiceNav'
import * as parts from '@fairpass/ui/parts'
import * as shared from '../shared/invoice.css'
import { createHeaderForm } from './headerForm'
import { HeaderFields } from './HeaderFields'
import { $headerAction, $savingHeader, deleteHeader, headersOf, makeDefault, saveHeaderForm } from './headerStore'
import * as styles from './HeaderManagePage.css'
import './messages'

/** /invoiceHeaderManage: the visitor's invoice headers: add, edit, make one the default, delete (after asking). */
export function HeaderManagePage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const headers = headersOf(exhibition)
  const { status, data, error } = useStore(headers.$store)
  const action = useStore($headerAction)
  const saving = useStore($savingHeader)
  const form = useMemo(createHeaderForm, [])
  const formError = useStore(form.$form).errors._form
  const [editing, setEditing] = useState<'new' | string | null>(null)
  const [asDefault, setAsDefault] = useState(false)
  const [removing, setRemoving] = useState<InvoiceHeaderView | null>(null)
  const editor = useRef<HTMLDivElement>(null)

  useEffect(() => {
    void headers.load()
  }, [headers, language])
  useEffect(() => form.reword(), [form, language])
  useEffect(() => {
    // The editor opens where the visitor's eyes go next, on a phone below the list.
    if (editing) editor.current?.querySelector('input')?.focus()
  }, [editing])

  const open = (header: InvoiceHeaderView | null) => {
    form.fill(header)
    setAsDefault(false)
    setEditing(header ? header.id : 'new')
  }

  return (
    <ExhibitionPage stacked title={t('invoice.headers.heading')}>
      <InvoiceNav />
      <ListStates part="headers" status={status} items={data} onRetry={() => void headers.retry()} error={error} empty={<p className={shared.muted}>{t('invoice.headers.empty')}</p>}>
        {(items) =>
          items.map((header) => (
            <li key={header.id} data-part="header" data-header={header.id} data-state={header.isDefault ? 'default' : 'saved'}>
              <Card>
                <div className={styles.body}>
                  <div className={styles.head}>
                    <h2 className={styles.name}>{header.title}</h2>
                    <span className={styles.badges}>
                      <span className={parts.pill}>{t(`invoice.headerType.${header.type}`)}</span>
                      {header.isDefault && <span className={parts.pill} data-state="issued">{t('invoice.headers.isDefault')}</span>}
                      {header.specialReady && <span className={parts.pill}>{t('invoice.headers.specialReady')}</span>}
                    </span>
                  </div>
                  <dl className={shared.facts}>
                    {header.taxId && (
                      <>
                        <dt>{t('invoice.headers.taxId')}</dt>
                        <dd>{header.taxId}</dd>
                      </>
                    )}
                    <dt>{t('invoice.headers.email')}</dt>
                    <dd>{header.email}</dd>
                  </dl>
                  <div className={shared.actions}>
                    <Button variant="secondary" aria-label={t('invoice.headers.editOf', { title: header.title })} onClick={() => open(header)}>
                      {t('invoice.headers.edit')}
                    </Button>
                    {!header.isDefault && (
                      <Button
                        variant="secondary"
                        aria-label={t('invoice.headers.setDefaultOf', { title: header.title })}
                        loading={action?.id === header.id && action.kind === 'default'}
                        onClick={() => void makeDefault(exhibition, header.id)}
                      >
                        {t('invoice.headers.setDefault')}
                      </Button>
                    )}
                    <Button variant="text" aria-label={t('invoice.headers.removeOf', { title: header.title })} onClick={() => setRemoving(header)}>
                      {t('invoice.headers.remove')}
                    </Button>
                  </div>
                </div>
              </Card>
            </li>
          ))
        }
      </ListStates>
      {editing ? (
        <div ref={editor}>
          <Card title={t(editing === 'new' ? 'invoice.headers.addHeading' : 'invoice.headers.editHeading')}>
            <form
              className={shared.stack}
              noValidate
              data-part="header-form"
              onSubmit={(event) => {
                event.preventDefault()
                void saveHeaderForm(exhibition, form, { id: editing === 'new' ? undefined : editing, isDefault: asDefault }).then((saved) => saved && setEditing(null))
              }}
            >
              <HeaderFields form={form} />
              <Checkbox label={t('invoice.headers.makeDefault')} checked={asDefault} onChange={setAsDefault} />
              {formError && (
                <p role="alert" className={shared.alert}>
                  {formError}
                </p>
              )}
              <div className={shared.actions}>
                <Button type="submit" loading={saving} debounce>
                  {t('invoice.headers.save')}
                </Button>
                <Button variant="secondary" onClick={() => setEditing(null)}>
                  {t('invoice.cancel')}
                </Button>
              </div>
            </form>
          </Card>
        </div>
      ) : (
        <Button block onClick={() => open(null)}>
          {t('invoice.headers.add')}
        </Button>
      )}
      <Dialog
        open={removing !== null}
        onOpenChange={(isOpen) => !isOpen && setRemoving(null)}
        title={t('invoice.headers.removeTitle')}
        description={removing ? t('invoice.headers.removeText', { title: removing.title }) : ''}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('invoice.cancel')}
            </Button>
            <Button
              loading={action?.kind === 'remove'}
              onClick={() => {
                if (!removing) return
                void deleteHeader(exhibition, removing.id).then((done) => {
                  if (done) {
                    if (editing === removing.id) setEditing(null)
                    setRemoving(null)
                  }
                })
              }}
            >
              {t('invoice.headers.removeConfirm')}
            </Button>
          </>
        }
      />
    </ExhibitionPage>
  )
}
