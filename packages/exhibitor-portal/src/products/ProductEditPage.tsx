import { useEffect, useMemo, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, Pending, Select, TextField } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import { FilePicker } from '../shared/FilePicker'
import type { InExhibition } from '../shared/portalPage'
import { PortalNav } from '../shared/PortalNav'
import * as styles from '../shared/portal.css'
import { formConfigOf } from '../shared/stores'
import { TextArea } from '../shared/TextArea'
import { acceptOf, upload, uploadHint } from '../shared/upload'
import { createProductForm, productOf, saveProductForm, valuesOf, type ProductValues } from './productsStore'
import { fileHref } from '../shared/api'

const TEXTS: { field: keyof ProductValues; long?: boolean; max: number }[] = [
  { field: 'nameCn', max: 100 },
  { field: 'nameEn', max: 100 },
  { field: 'descriptionCn', long: true, max: 1000 },
  { field: 'descriptionEn', long: true, max: 1000 },
]

/** /exhibitorSelfService/exhibit/single: a new product (no id) or one to change, with its images and an optional video. */
export function ProductEditPage({ exhibition, id }: InExhibition & { id?: string }) {
  const t = useT()
  const area = useArea()
  const router = useRouter()
  const language = useStore($language)
  const config = formConfigOf(exhibition)
  const { data: formConfig } = useStore(config.$store)
  const product = id ? productOf(exhibition, id) : null
  const loaded = useStore(product?.$store ?? config.$store)
  const form = useMemo(createProductForm, [])
  const { values, errors, busy } = useStore(form.$form)
  const [filled, setFilled] = useState(!id)
  const [uploadError, setUploadError] = useState<{ images?: string; video?: string }>({})
  const [uploading, setUploading] = useState<'images' | 'video' | null>(null)

  useEffect(() => {
    void config.load()
    if (product) void product.load()
  }, [config, product, language])
  useEffect(() => form.reword(), [form, language])
  useEffect(() => {
    if (product && !filled && loaded.status === 'ready' && loaded.data && 'images' in loaded.data) {
      form.fill(valuesOf(loaded.data))
      setFilled(true)
    }
  }, [product, filled, loaded, form])

  const title = t(id ? 'exh.products.editHeading' : 'exh.products.addHeading')
  if (!filled) {
    return (
      <ExhibitionPage stacked title={title}>
        <PortalNav here="other" />
        <Pending status={loaded.status} error={loaded.error} onRetry={() => void product?.retry()} loading={t('exh.loading')} />
      </ExhibitionPage>
    )
  }

  const imagesMax = formConfig?.productImagesMax ?? 6
  const choose = (kind: 'images' | 'video', file: File) => {
    setUploading(kind)
    setUploadError({})
    void upload(exhibition, kind === 'images' ? 'productImage' : 'productVideo', file).then((answer) => {
      setUploading(null)
      if ('error' in answer) {
        setUploadError({ [kind]: answer.error })
        return
      }
      const ref = { fileId: answer.file.fileId, link: answer.file.link, thumbLink: answer.file.thumbLink }
      if (kind === 'images') form.set('images', [...form.$form.get().values.images, ref])
      else form.set('video', ref)
    })
  }

  return (
    <ExhibitionPage stacked title={title}>
      <PortalNav here="other" />
      <Card>
        <form
          className={styles.stack}
          noValidate
          data-part="product-form"
          onSubmit={(event) => {
            event.preventDefault()
            void saveProductForm(exhibition, form, id).then((saved) => {
              if (!saved) return
              area.emit('fair-exhibitor-product-saved', { exhibitionId: exhibition.exhibitionId, productId: saved.id, created: !id })
              router.navigate('/exhibitorSelfService/exhibit/list')
            })
          }}
        >
          {TEXTS.map(({ field, long, max }) =>
            long ? (
              <TextArea key={field} label={t(`exh.products.fields.${field}`)} required maxLength={max} value={values[field] as string} onChange={(value) => form.set(field, value)} error={errors[field]} />
            ) : (
              <TextField key={field} label={t(`exh.products.fields.${field}`)} required maxLength={max} value={values[field] as string} onChange={(value) => form.set(field, value)} error={errors[field]} />
            ),
          )}
          <Select
            label={t('exh.products.fields.category')}
            required
            placeholder={t('exh.products.chooseCategory')}
            value={values.category}
            options={(formConfig?.productCategories ?? []).map((category) => ({ value: category.key, label: category.label }))}
            onChange={(value) => form.set('category', value)}
            error={errors.category}
          />
          <div className={styles.stack} data-part="images">
            {values.images.length > 0 && (
              <ul className={styles.thumbs}>
                {values.images.map((image, index) => (
                  <li key={image.fileId} className={styles.stack}>
                    <img className={styles.thumb} src={fileHref(image.thumbLink ?? image.link)} alt={t('exh.products.imageN', { n: index + 1 })} />
                    <Button variant="text" aria-label={t('exh.products.removeImageN', { n: index + 1 })} onClick={() => form.set('images', values.images.filter((other) => other.fileId !== image.fileId))}>
                      {t('exh.products.removeImage')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {values.images.length < imagesMax && (
              <FilePicker
                label={t('exh.products.addImage', { n: values.images.length, max: imagesMax })}
                hint={uploadHint(formConfig, 'productImage')}
                accept={acceptOf(formConfig, 'productImage') || '.png,.jpg,.jpeg'}
                error={uploadError.images ?? errors.images}
                busy={uploading === 'images'}
                onFile={(file) => choose('images', file)}
              />
            )}
          </div>
          <div className={styles.stack} data-part="video">
            {values.video ? (
              <div className={parts.actions}>
                <video className={styles.logo} src={fileHref(values.video.link)} controls aria-label={t('exh.products.video')} />
                <Button variant="text" onClick={() => form.set('video', null)}>
                  {t('exh.products.removeVideo')}
                </Button>
              </div>
            ) : (
              <FilePicker
                label={t('exh.products.addVideo')}
                hint={uploadHint(formConfig, 'productVideo')}
                accept={acceptOf(formConfig, 'productVideo') || '.mp4'}
                error={uploadError.video ?? errors.video}
                busy={uploading === 'video'}
                onFile={(file) => choose('video', file)}
              />
            )}
          </div>
          {errors._form && (
            <p role="alert" className={styles.formAlert}>
              {errors._form}
            </p>
          )}
          <div className={parts.actions}>
            <Button type="submit" loading={busy} debounce>
              {t('exh.products.save')}
            </Button>
            <Button variant="secondary" onClick={() => router.navigate('/exhibitorSelfService/exhibit/list')}>
              {t('exh.cancel')}
            </Button>
          </div>
        </form>
      </Card>
    </ExhibitionPage>
  )
}
