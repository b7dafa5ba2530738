import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, Checkbox, ExhibitionPage, ListStates } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import type { InExhibition } from '../shared/portalPage'
import { PortalNav } from '../shared/PortalNav'
import * as styles from '../shared/portal.css'
import { $productAction, copyEarlierProducts, productHistoryOf } from './productsStore'
import { nameIn } from './ProductsPage'

/** /exhibitorSelfService/exhibit/previousList: the company's products of earlier fairs, chosen ones copied to this fair. */
export function PreviousProductsPage({ exhibition }: InExhibition) {
  const t = useT()
  const router = useRouter()
  const language = useStore($language)
  const history = productHistoryOf(exhibition)
  const { status, data, error } = useStore(history.$store)
  const action = useStore($productAction)
  const [chosen, setChosen] = useState<string[]>([])

  useEffect(() => {
    void history.load()
  }, [history, language])

  return (
    <ExhibitionPage stacked title={t('exh.products.earlierHeading')}>
      <PortalNav here="other" />
      <ListStates part="earlier-products" status={status} items={data?.records} onRetry={() => void history.retry()} error={error} empty={<p className={parts.muted}>{t('exh.products.earlierEmpty')}</p>}>
        {(records) =>
          records.map((product) => (
            <li key={product.id} data-product={product.id}>
              <Card>
                <div className={styles.stack}>
                  <p className={parts.muted}>{product.exhibitionTitle}</p>
                  {product.copied ? (
                    <p className={parts.note}>
                      {nameIn(language, product)} · {t('exh.products.alreadyCopied')}
                    </p>
                  ) : (
                    <Checkbox
                      label={nameIn(language, product)}
                      checked={chosen.includes(product.id)}
                      onChange={(checked) => setChosen(checked ? [...chosen, product.id] : chosen.filter((other) => other !== product.id))}
                    />
                  )}
                </div>
              </Card>
            </li>
          ))
        }
      </ListStates>
      {data && data.records.length > 0 && (
        <Button
          block
          disabled={chosen.length === 0}
          loading={action === 'copy'}
          onClick={() => void copyEarlierProducts(exhibition, chosen).then((done) => done && router.navigate('/exhibitorSelfService/exhibit/list'))}
        >
          {t('exh.products.copyChosen', { n: chosen.length })}
        </Button>
      )}
    </ExhibitionPage>
  )
}
