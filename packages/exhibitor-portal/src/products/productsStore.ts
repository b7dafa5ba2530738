import { atom } from 'nanostores'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { FileRef, ProductView } from '@fairpass/core/contract'
import { loadValidation } from '@fairpass/core/forms'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { perExhibition, resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { copyProducts, fetchProduct, fetchProductHistory, fetchProducts, removeProduct, saveProduct, submitExhibits } from '../shared/api'
import { createForm, lastPart } from '../shared/form'
import { reviewChanged } from '../shared/stores'

/** This fair's products with the cap and how many are used, per exhibition. */
export const productsOf = perExhibition((ref) => resource(() => fetchProducts(ref), { isEmpty: () => false }))

/** One product (its page and its editor). */
export const productOf = perExhibition((ref, id: string) => resource(() => fetchProduct(ref, id)))

/** The company's products of earlier fairs (/exhibit/previousList). */
export const productHistoryOf = perExhibition((ref) => resource(() => fetchProductHistory(ref), { isEmpty: (page) => page.records.length === 0 }))

export interface ProductValues {
  nameCn: string
  nameEn: string
  descriptionCn: string
  descriptionEn: string
  category: string
  images: FileRef[]
  video: FileRef | null
}

export const EMPTY_PRODUCT: ProductValues = { nameCn: '', nameEn: '', descriptionCn: '', descriptionEn: '', category: '', images: [], video: null }

export const valuesOf = (product: ProductView): ProductValues => ({
  nameCn: product.nameCn,
  nameEn: product.nameEn,
  descriptionCn: product.descriptionCn,
  descriptionEn: product.descriptionEn,
  category: product.category,
  images: product.images,
  video: product.video,
})

/** The request's product: the files by their ids. */
export const productInput = (values: ProductValues) => ({
  nameCn: values.nameCn,
  nameEn: values.nameEn,
  descriptionCn: values.descriptionCn,
  descriptionEn: values.descriptionEn,
  category: values.category,
  imageFileIds: values.images.map((image) => image.fileId),
  videoFileId: values.video?.fileId ?? null,
})

/** The request names the images `imageFileIds` and the video `videoFileId`; the form shows them as pictures. */
const formField = (path: string) => {
  const field = lastPart(path)
  return field === 'imageFileIds' ? 'images' : field === 'videoFileId' ? 'video' : /^\d+$/.test(field) ? 'images' : field
}

export function createProductForm() {
  return createForm<ProductValues>(EMPTY_PRODUCT, async (values) => {
    const { productFieldsSchema, fieldErrors } = await loadValidation()
    const parsed = productFieldsSchema.safeParse(productInput(values))
    if (parsed.success) return null
    const errors: Record<string, string> = {}
    for (const [path, message] of Object.entries(fieldErrors(parsed.error, $language.get()))) {
      const field = formField(path)
      if (!(field in errors)) errors[field] = message
    }
    return errors
  })
}
export type ProductForm = ReturnType<typeof createProductForm>

/** Adds a product (no id; refused over the cap in the server's words) or replaces one; the lists load again. */
export async function saveProductForm(ref: ExhibitionRef, form: ProductForm, id?: string): Promise<ProductView | null> {
  const saved = await form.submit((values) => saveProduct(ref, productInput(values), id), { fields: formField })
  if (!saved) return null
  productsOf(ref).invalidate()
  productOf(ref, saved.id).set(saved)
  reviewChanged(ref)
  notify(t(id ? 'exh.products.updated' : 'exh.products.added'), 'success')
  return saved
}

/** What the list is doing: a removal, a copy or the submission under way, so its buttons wait. */
export const $productAction = atom<'remove' | 'copy' | 'submit' | null>(null)

async function act<T>(kind: 'remove' | 'copy' | 'submit', run: () => Promise<T>, done: string): Promise<T | null> {
  if ($productAction.get()) return null
  $productAction.set(kind)
  try {
    const answer = await run()
    notify(t(done), 'success')
    return answer
  } catch {
    // The HTTP layer has told the exhibitor why (a cap, a closed review) in the server's words.
    return null
  } finally {
    $productAction.set(null)
  }
}

export async function deleteProduct(ref: ExhibitionRef, id: string): Promise<boolean> {
  const removed = await act('remove', () => removeProduct(ref, id), 'exh.products.removed')
  if (!removed) return false
  productsOf(ref).invalidate()
  productOf(ref, id).reset()
  reviewChanged(ref)
  return true
}

/** Earlier fairs' products copied to this fair, all or none (the cap holds). */
export async function copyEarlierProducts(ref: ExhibitionRef, ids: string[]): Promise<boolean> {
  const page = await act('copy', () => copyProducts(ref, ids), 'exh.products.copied')
  if (!page) return false
  productsOf(ref).set(page)
  productHistoryOf(ref).invalidate()
  reviewChanged(ref)
  return true
}

/** The exhibits (at least one product) sent to the organiser's review. */
export async function submitProducts(ref: ExhibitionRef): Promise<boolean> {
  const overview = await act('submit', () => submitExhibits(ref), 'exh.products.submitted')
  if (!overview) return false
  productsOf(ref).invalidate()
  reviewChanged(ref)
  return true
}
