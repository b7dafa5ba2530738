import { describe, expect, test } from 'vitest'
import { ApiError } from '@fairpass/core/http'
import { applicantInput, applicantValuesOf } from '../staff/staffStore'
import { productInput, valuesOf } from '../products/productsStore'
import { product } from '../testing/fixtures'
import { createForm, lastPart, refusalFields } from './form'

describe('portal forms', () => {
  test('a refusal about what was sent is told beside the form; a lost connection or a server fault is not', () => {
    expect(refusalFields(new ApiError({ code: 409, msg: 'Maximum number of products reached (3)', status: 409 }))).toEqual({ _form: 'Maximum number of products reached (3)' })
    expect(refusalFields(new ApiError({ code: 400, msg: 'Bad', status: 400, data: { fieldErrors: { 'journal.nameCn': 'Too short' } } as never }))).toEqual({ 'journal.nameCn': 'Too short' })
    expect(refusalFields(new ApiError({ code: 'NETWORK_ERROR', msg: 'Network', status: 0 }))).toBeNull()
    expect(refusalFields(new ApiError({ code: 500, msg: 'Server', status: 500 }))).toBeNull()
    expect(refusalFields(new ApiError({ code: 401, msg: 'Sign in', status: 401 }))).toBeNull()
  })

  test("the server's nested field names land on the form's fields", () => {
    expect(lastPart('journal.nameCn')).toBe('nameCn')
    expect(lastPart('_form')).toBe('_form')
  })

  test('a refused submission keeps every value typed and shows the server words; a sent one resolves its answer', async () => {
    const form = createForm({ name: '' }, async (values) => (values.name.length < 2 ? { name: 'Too short' } : null))
    form.set('name', 'A')
    expect(await form.submit(async () => 'sent')).toBeNull()
    expect(form.$form.get().errors).toEqual({ name: 'Too short' })
    form.set('name', 'Ab')
    expect(form.$form.get().errors).toEqual({})
    expect(await form.submit(async () => Promise.reject(new ApiError({ code: 409, msg: 'Closed', status: 409 })))).toBeNull()
    expect(form.$form.get()).toMatchObject({ values: { name: 'Ab' }, errors: { _form: 'Closed' }, busy: false })
    expect(await form.submit(async (values) => `sent ${values.name}`)).toBe('sent Ab')
  })

  test('requests carry the files by id and leave empty optional contacts out', () => {
    expect(productInput(valuesOf(product()))).toMatchObject({ imageFileIds: [product().images[0].fileId], videoFileId: null, category: 'machinery' })
    expect(applicantInput({ name: ' Li Lei ', mobile: '', email: 'li@example.com', idNumber: '', position: 'Sales' })).toEqual({ name: 'Li Lei', mobile: null, email: 'li@example.com', idNumber: null, position: 'Sales' })
    // An ID number is never shown back: editing starts without it.
    expect(applicantValuesOf({ name: 'Li', mobile: null, email: 'li@example.com', position: 'Sales' }).idNumber).toBe('')
  })
})
