import { describe, expect, it } from 'vitest'
import { fieldErrors, invoiceApplySchema, invoiceHeaderSchema, receiptApplySchema, specialInvoiceProblems, taxIdSchema } from './index'

const ORDER = '0b7f3c9e-2a41-4c55-9d7e-6f1a2b3c4d5e'
const company = {
  type: 'company',
  title: '福州示例科技有限公司',
  taxId: '91350100M000100Y43',
  bankName: '中国工商银行福州分行',
  bankAccount: '1402 0212 0900 1234 567',
  address: '福州市鼓楼区五四路1号',
  phone: '0591-87654321',
  email: 'finance@example.com',
} as const

describe('invoice header', () => {
  it('accepts a company with a valid unified social credit code and a personal header without one', () => {
    expect(invoiceHeaderSchema.safeParse(company).success).toBe(true)
    expect(invoiceHeaderSchema.safeParse({ type: 'personal', title: '张三', email: 'zhang@example.com', taxId: '' }).success).toBe(true)
  })

  it('names the tax-number problem under the taxId field, in cn and en', () => {
    const wrongCheck = invoiceHeaderSchema.safeParse({ ...company, taxId: '91350100M000100Y44' })
    expect(fieldErrors(wrongCheck.error!, 'en')).toEqual({ taxId: 'The last character of this unified social credit code does not match the others: please check the number' })
    expect(fieldErrors(wrongCheck.error!, 'cn')).toEqual({ taxId: '统一社会信用代码的校验位不正确，请核对号码' })
    expect(fieldErrors(invoiceHeaderSchema.safeParse({ ...company, taxId: '' }).error!, 'en').taxId).toBe('Enter the taxpayer identification number of the company')
    expect(fieldErrors(invoiceHeaderSchema.safeParse({ ...company, taxId: '9135' }).error!, 'cn').taxId).toBe('纳税人识别号为18位（旧号码为15位或20位）')
    expect(fieldErrors(invoiceHeaderSchema.safeParse({ ...company, taxId: '91350100M0001OOY43' }).error!, 'en').taxId).toContain('cannot have')
  })

  it('refuses a malformed bank account, registered phone, e-mail and a title too short, each under its field', () => {
    const result = invoiceHeaderSchema.safeParse({ ...company, bankAccount: '12', phone: 'call me', email: 'nope', title: 'A' })
    expect(Object.keys(fieldErrors(result.error!, 'en')).sort()).toEqual(['bankAccount', 'email', 'phone', 'title'])
  })

  it('knows what a special VAT invoice still needs', () => {
    expect(specialInvoiceProblems(company)).toEqual([])
    expect(specialInvoiceProblems({ ...company, bankName: ' ', phone: null })).toEqual([
      { path: 'bankName', message: 'validation.invoice.specialRequired' },
      { path: 'phone', message: 'validation.invoice.specialRequired' },
    ])
    expect(specialInvoiceProblems({ type: 'personal', title: '张三', email: 'a@b.cn' })[0]!.message).toBe('validation.invoice.specialNeedsCompany')
  })

  it('normalises a standalone tax number before checking it', () => {
    expect(taxIdSchema.parse(' 9135 0100 m000 100y43 ')).toBe('91350100M000100Y43')
    expect(taxIdSchema.safeParse('').error!.issues[0]!.message).toBe('validation.invoice.taxId.required')
  })
})

describe('invoice apply', () => {
  it('takes a saved header or a typed one, never both nor neither', () => {
    expect(invoiceApplySchema.safeParse({ exhibitionId: '1020', orderId: ORDER, kind: 'general', headerId: ORDER }).success).toBe(true)
    expect(invoiceApplySchema.safeParse({ exhibitionId: '1020', orderId: ORDER, kind: 'general', header: company, saveHeader: true }).success).toBe(true)
    for (const choice of [{}, { headerId: ORDER, header: company }]) {
      const result = invoiceApplySchema.safeParse({ exhibitionId: '1020', orderId: ORDER, kind: 'general', ...choice })
      expect(fieldErrors(result.error!, 'en')).toEqual({ headerId: 'Choose a saved invoice header or fill one in' })
    }
  })

  it('asks a typed header for a special invoice for bank, account, address and phone, under header.<field>', () => {
    const result = invoiceApplySchema.safeParse({ exhibitionId: '1020', orderId: ORDER, kind: 'special', header: { ...company, bankName: '', bankAccount: undefined, address: '', phone: '' } })
    expect(fieldErrors(result.error!, 'cn')).toEqual({
      'header.bankName': '开具增值税专用发票时必填',
      'header.bankAccount': '开具增值税专用发票时必填',
      'header.address': '开具增值税专用发票时必填',
      'header.phone': '开具增值税专用发票时必填',
    })
    const personal = invoiceApplySchema.safeParse({ exhibitionId: '1020', orderId: ORDER, kind: 'special', header: { type: 'personal', title: '张三', email: 'a@b.cn' } })
    expect(fieldErrors(personal.error!, 'en')).toEqual({ 'header.type': 'A special VAT invoice can only be issued to a company' })
  })

  it('refuses an unknown kind and an order id that is not a UUID', () => {
    const result = invoiceApplySchema.safeParse({ exhibitionId: '1020', orderId: '42', kind: 'vat', headerId: ORDER })
    expect(fieldErrors(result.error!, 'en')).toMatchObject({ orderId: 'Invalid value', kind: 'Choose a general or a special VAT invoice' })
  })
})

describe('English receipt', () => {
  it('takes a name, company and address in Latin script', () => {
    expect(receiptApplySchema.safeParse({ exhibitionId: '1020', orderId: ORDER, name: 'Jane Müller', company: 'Acme GmbH & Co. KG', address: 'Hauptstr. 5, 10115 Berlin', email: 'jane@acme.de' }).success).toBe(true)
    const result = receiptApplySchema.safeParse({ exhibitionId: '1020', orderId: ORDER, name: '张三', address: '', email: 'jane@acme.de' })
    expect(fieldErrors(result.error!, 'en')).toEqual({
      name: 'Use English (Latin) letters, digits and punctuation only',
      address: 'Enter the address to print on the receipt, in English',
    })
  })
})
