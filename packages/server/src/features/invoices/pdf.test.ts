import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { capitalRmb } from '@fairpass/core/invoice'
import { PdfInvoiceIssuer, renderInvoicePdf } from './pdf'
import { sampleInvoiceDocument } from './testing'

/*
 * Issue 14: the shipped issuer's PDF read back with a PDF reader's own text extraction (pdf.js), so what is checked
 * is what a reader sees: the header, the tax number, the amount in figures and in capital numerals, in both
 * languages, with the CJK font embedded as a subset (not a system font the reader may lack).
 */

// pdf.js 6 calls Promise.withResolvers (Node 22); the repository runs on Node 20, which lacks it.
const promiseStatics = Promise as unknown as { withResolvers?: () => { promise: Promise<unknown>; resolve: (value: unknown) => void; reject: (reason: unknown) => void } }
promiseStatics.withResolvers ??= () => {
  let resolve!: (value: unknown) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise((done, fail) => {
    resolve = done
    reject = fail
  })
  return { promise, resolve, reject }
}

async function pageText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const loading = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false })
  const document = await loading.promise
  const page = await document.getPage(1)
  const content = await page.getTextContent()
  // A line break inside a wrapped text reads as a space, as a reader copying it would get.
  const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : '')).join('')
  const pages = document.numPages
  await loading.destroy()
  return { text, pages }
}

describe('the invoice PDF', () => {
  it('carries the Chinese header, tax number and both amounts, with the font embedded as a subset', async () => {
    const document = sampleInvoiceDocument('cn', 'special')
    const pdf = await renderInvoicePdf(document)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const { text, pages } = await pageText(pdf)
    expect(pages).toBe(1)
    for (const expected of ['电子发票（增值税专用发票）', '福州示例科技有限公司', '91350100M000100Y43', '示例会展服务有限公司', '91110000600037341L', '¥306.00', '叁佰零陆元整', '00000042', '2026年11月25日', '三日通票'.slice(1), '¥12.23', '6%', '4F2A 9C1D 77E0 B35A']) {
      expect(text, expected).toContain(expected)
    }
    expect(capitalRmb(document.amountFen)).toBe('叁佰零陆元整')
    // A subset: the embedded font's name carries pdfkit's six-letter subset tag, and the file is far below the 8 MB font.
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHans-Regular/)
    expect(pdf.toString('latin1')).toContain('/FontFile3')
    expect(pdf.length).toBeLessThan(200_000)
  })

  it('prints the English variant and the English receipt without a tax number', async () => {
    const english = await pageText(await renderInvoicePdf(sampleInvoiceDocument('en', 'general')))
    for (const expected of ['General VAT e-invoice', '福州示例科技有限公司', '91350100M000100Y43', 'Demo Exhibition Services Co., Ltd.', '¥306.00', '叁佰零陆元整', 'International Demo Expo 2026', '2026-11-25']) {
      expect(english.text, expected).toContain(expected)
    }
    const receipt = await pageText(await renderInvoicePdf(sampleInvoiceDocument('en', 'receipt')))
    for (const expected of ['Official receipt', 'Receipt no.', 'Acme Trading GmbH (Jane Müller)', 'Hauptstraße 5, 10115 Berlin, Germany', '¥306.00', '叁佰零陆元整']) {
      expect(receipt.text, expected).toContain(expected)
    }
    expect(receipt.text).not.toContain('Taxpayer ID (unified social credit code)Acme')
  })

  it('is refused by the shipped issuer without a number (a provider that numbers itself would be another issuer)', async () => {
    await expect(new PdfInvoiceIssuer().issue({ ...sampleInvoiceDocument('cn'), invoiceNo: null })).rejects.toThrow('error.invoice.renderFailed')
  })
})
