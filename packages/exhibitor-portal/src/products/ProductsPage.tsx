import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import type { ProductView } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink, useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, Pending } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import type { InExhibition } from '../shared/portalPage'
import { PortalNav } from '../shared/PortalNav'
import { RemoveDialog } from '../shared/RemoveDialog'
import { ReviewState } from '../shared/ReviewState'
import * as styles from '../shared/portal.css'
import { useIsStaff } from '../shared/useRole'
import { $productAction, deleteProduct, productsOf, submitProducts } from './productsStore'
import { fileHref } from '../shared/api'

export const nameIn = (language: string, product: Pick<ProductView, 'nameCn' | 'nameEn'>) => (language === 'en' && product.nameEn ? product.nameEn : product.nameCn)

/** /exhibitorSelfService/exhibit/list: this fair's products, the cap, adding, changing, removing, and sending them to review. */
export function ProductsPage({ exhibition }: InExhibition) {
  const t = useT()
  const router = useRouter()
  const language = useStore($language)
  const products = productsOf(exhibition)
  const { status, data, error } = useStore(products.$store)
  const action = useStore($productAction)
  const [removing, setRemoving] = useState<ProductView | null>(null)
  const staff = useIsStaff(exhibition)

  useEffect(() => {
    void products.load()
  }, [products, language])

  return (
    <ExhibitionPage stacked title={t('exh.products.heading')}>
      <PortalNav here="products" />
      {!data ? (
        <Pending status={status} error={error} onRetry={() => void products.retry()} loading={t('exh.loading')} />
      ) : (
        <>
          <Card>
            <div className={styles.stack} data-part="exhibits-state">
              <p className={parts.badges}>
                <ReviewState state={data.exhibits.state} label={t('exh.review.exhibits')} />
              </p>
              {data.exhibits.state === 'rejected' && data.exhibits.reason && (
                <p role="alert" className={styles.formAlert}>
                  {t('exh.review.reason', { reason: data.exhibits.reason })}
                </p>
              )}
              <p className={parts.note} data-part="cap">
                {t('exh.products.cap', { used: data.used, cap: data.cap })}
              </p>
              {staff ? (
                <p className={parts.muted} data-part="staff-note">
                  {t('exh.staffReadOnly')}
                </p>
              ) : (
                <div className={parts.actions}>
                  <Button onClick={() => router.navigate('/exhibitorSelfService/exhibit/single')}>{t('exh.products.add')}</Button>
                  <RouteLink className={parts.link} path="/exhibitorSelfService/exhibit/previousList">
                    {t('exh.products.earlier')}
                  </RouteLink>
                </div>
              )}
            </div>
          </Card>
          {data.records.length === 0 ? (
            <p className={parts.muted}>{t('exh.products.empty')}</p>
          ) : (
            <ul className={styles.list} data-part="products">
              {data.records.map((product) => (
                <li key={product.id} data-product={product.id}>
                  <Card>
                    <div className={styles.stack}>
                      <div className={styles.rowHead}>
                        <h2 className={styles.name}>{nameIn(language, product)}</h2>
                        <span className={parts.pill}>{product.categoryLabel}</span>
                      </div>
                      {product.images[0] && <img className={styles.thumb} src={fileHref(product.images[0].thumbLink ?? product.images[0].link)} alt={nameIn(language, product)} />}
                      <div className={parts.actions}>
                        <RouteLink className={parts.link} path="/exhibitorSelfService/productShow" query={{ id: product.id }} aria-label={t('exh.products.showOf', { name: nameIn(language, product) })}>
                          {t('exh.products.show')}
                        </RouteLink>
                        {!staff && (
                          <>
                            <Button variant="secondary" aria-label={t('exh.products.editOf', { name: nameIn(language, product) })} onClick={() => router.navigate('/exhibitorSelfService/exhibit/single', { id: product.id })}>
                              {t('exh.products.edit')}
                            </Button>
                            <Button variant="text" aria-label={t('exh.products.removeOf', { name: nameIn(language, product) })} onClick={() => setRemoving(product)}>
                              {t('exh.products.remove')}
                            </Button>
                          </>
                        )}
                      </div>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}
          {!staff && data.records.length > 0 && data.exhibits.state !== 'pending' && (
            <Button block loading={action === 'submit'} onClick={() => void submitProducts(exhibition)}>
              {t('exh.products.submit')}
            </Button>
          )}
        </>
      )}
      <RemoveDialog
        removing={removing}
        onClose={() => setRemoving(null)}
        title={t('exh.products.removeTitle')}
        description={removing ? t('exh.products.removeText', { name: nameIn(language, removing) }) : ''}
        confirm={t('exh.products.removeConfirm')}
        busy={action === 'remove'}
        onConfirm={(product) => void deleteProduct(exhibition, product.id).then((done) => done && setRemoving(null))}
      />
    </ExhibitionPage>
  )
}
