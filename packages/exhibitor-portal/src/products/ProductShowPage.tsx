import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Card, ExhibitionPage, Pending } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import type { InExhibition } from '../shared/portalPage'
import { PortalNav } from '../shared/PortalNav'
import * as styles from '../shared/portal.css'
import { productOf } from './productsStore'
import { nameIn } from './ProductsPage'
import { fileHref } from '../shared/api'

/** /exhibitorSelfService/productShow: one product as the catalogue shows it, in the page language. */
export function ProductShowPage({ exhibition, id }: InExhibition & { id: string }) {
  const t = useT()
  const language = useStore($language)
  const product = productOf(exhibition, id)
  const { status, data, error } = useStore(product.$store)

  useEffect(() => {
    if (id) void product.load()
  }, [product, id, language])

  if (!data) {
    return (
      <ExhibitionPage stacked title={t('exh.products.showHeading')}>
        <PortalNav here="other" />
        {!id ? (
          <p role="alert" className={parts.alert}>
            {t('exh.products.noProduct')}
          </p>
        ) : (
          <Pending status={status} error={error} onRetry={() => void product.retry()} loading={t('exh.loading')} />
        )}
      </ExhibitionPage>
    )
  }

  const description = language === 'en' && data.descriptionEn ? data.descriptionEn : data.descriptionCn
  return (
    <ExhibitionPage stacked title={nameIn(language, data)}>
      <PortalNav here="other" />
      <Card>
        <div className={styles.stack} data-part="product">
          <p className={parts.badges}>
            <span className={parts.pill}>{data.categoryLabel}</span>
          </p>
          <ul className={styles.thumbs}>
            {data.images.map((image, index) => (
              <li key={image.fileId}>
                <img className={styles.logo} src={fileHref(image.link)} alt={t('exh.products.imageOf', { name: nameIn(language, data), n: index + 1 })} />
              </li>
            ))}
          </ul>
          <p className={parts.note}>{description}</p>
          {data.video && <video className={styles.logo} src={fileHref(data.video.link)} controls aria-label={t('exh.products.video')} />}
          <RouteLink className={parts.link} path="/exhibitorSelfService/exhibit/single" query={{ id: data.id }}>
            {t('exh.products.edit')}
          </RouteLink>
        </div>
      </Card>
    </ExhibitionPage>
  )
}
