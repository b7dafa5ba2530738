import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import * as fontkit from 'fontkit'
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { capitalRmb } from '@fairpass/core/invoice'
import { fairDay, fairTimeZoneOr, formatRmb } from '@fairpass/core/utils'
import { IssueRefused, type InvoiceDocument, type InvoiceIssuer, type IssuedInvoice } from './issuer'

/*
 * The shipped issuer: renders the invoice as a PDF itself (pdfkit), with Noto Sans SC (the @embedpdf/fonts-sc
 * package, SIL Open Font License 1.1, which allows embedding) embedded as a subset of the glyphs printed, so a
 * document of one page stays around 60 kB and shows the same on every reader. The font file (8 MB) is parsed once per
 * process and the parsed font is handed to every document: parsing it per document cost 130 ms of a 160 ms render.
 */

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 40
const INK = '#1f2937'
const RULE = '#9a3412'
const MUTED = '#6b7280'

let cachedFont: fontkit.Font | undefined

/** Noto Sans SC Regular, parsed once (the package exports no path to its files, so they are found beside its entry). */
function cjkFont(): fontkit.Font {
  if (!cachedFont) {
    const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')
    const file = join(dirname(entry), '..', 'fonts', 'NotoSansHans-Regular.otf')
    cachedFont = fontkit.create(readFileSync(file)) as fontkit.Font
  }
  return cachedFont
}

interface Labels {
  title: Record<InvoiceDocument['kind'], string>
  invoiceNo: Record<InvoiceDocument['kind'], string>
  date: string
  exhibition: string
  order: string
  buyer: string
  seller: string
  name: string
  taxId: string
  addressPhone: string
  bank: string
  email: string
  columns: [string, string, string, string, string, string]
  subtotal: string
  totalWords: string
  totalFigures: string
  verification: string
  remarks: string
  remark: (document: InvoiceDocument) => string
  issuer: string
}

const LABELS: Record<'cn' | 'en', Labels> = {
  cn: {
    title: { general: '电子发票（普通发票）', special: '电子发票（增值税专用发票）', receipt: '收据' },
    invoiceNo: { general: '发票号码', special: '发票号码', receipt: '收据号码' },
    date: '开票日期',
    exhibition: '展会',
    order: '订单号',
    buyer: '购买方信息',
    seller: '销售方信息',
    name: '名称',
    taxId: '统一社会信用代码/纳税人识别号',
    addressPhone: '地址、电话',
    bank: '开户行及账号',
    email: '电子邮箱',
    columns: ['项目名称', '数量', '单价', '金额（不含税）', '税率', '税额'],
    subtotal: '合计',
    totalWords: '价税合计（大写）',
    totalFigures: '（小写）',
    verification: '校验码',
    remarks: '备注',
    remark: (document) => `订单号 ${document.orderNo}；以人民币结算`,
    issuer: '开票方：FairPass 电子发票',
  },
  en: {
    title: { general: 'General VAT e-invoice', special: 'Special VAT e-invoice', receipt: 'Official receipt' },
    invoiceNo: { general: 'Invoice no.', special: 'Invoice no.', receipt: 'Receipt no.' },
    date: 'Date of issue',
    exhibition: 'Exhibition',
    order: 'Order no.',
    buyer: 'Buyer',
    seller: 'Seller',
    name: 'Name',
    taxId: 'Taxpayer ID (unified social credit code)',
    addressPhone: 'Address, phone',
    bank: 'Bank and account',
    email: 'E-mail',
    columns: ['Item', 'Qty', 'Unit price', 'Net amount', 'VAT rate', 'VAT'],
    subtotal: 'Subtotal',
    totalWords: 'Total incl. VAT (in Chinese capitals)',
    totalFigures: 'In figures',
    verification: 'Verification code',
    remarks: 'Remarks',
    remark: (document) => `Order ${document.orderNo}; paid in RMB (Chinese yuan)`,
    issuer: 'Issued by FairPass e-invoicing',
  },
}

/** The QR as vector squares: sharp at any zoom, and no PNG to encode and decode again (a third of a render's time). */
function drawQr(pdf: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const cell = size / modules.size
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) pdf.rect(x + column * cell, y + row * cell, cell, cell)
    }
  }
  pdf.fillColor('#000000').fill()
}

function percent(permille: number): string {
  return `${(permille / 10).toFixed(permille % 10 === 0 ? 0 : 1)}%`
}

/** The invoice's day is the fair's (the venue's zone), whatever zone the server runs in. */
function dateText(date: Date, timeZone: string, language: 'cn' | 'en'): string {
  const [y, m, d] = fairDay(date, timeZone).split('-')
  return language === 'cn' ? `${y}年${m}月${d}日` : `${y}-${m}-${d}`
}

/** Renders one invoice; the PDF's bytes. */
export async function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const labels = LABELS[document.language]
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${labels.title[document.kind]} ${document.invoiceNo ?? ''}`.trim(), Author: document.seller.name, Subject: document.exhibitionTitle, Creator: 'FairPass' },
    // A fixed creation date: the same invoice renders to the same bytes (a reissue is comparable with the original).
    // pdfkit reads it from info; the document's own date is printed on the page.
  })
  pdf.info.CreationDate = document.issuedAt
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
  // pdfkit 0.20 takes a parsed fontkit font as well as bytes; its types only know the bytes.
  pdf.registerFont('cjk', cjkFont() as unknown as Buffer)
  pdf.font('cjk').fillColor(INK)

  const width = A4.width - 2 * MARGIN
  const left = MARGIN

  // Title, number and date, QR on the left.
  drawQr(pdf, document.qrText, left, MARGIN, 72)
  // One line above the double rule: a long title is set smaller rather than wrapped across it.
  const title = labels.title[document.kind]
  let titleSize = 18
  while (titleSize > 11 && pdf.fontSize(titleSize).widthOfString(title) > width - 270) titleSize -= 1
  pdf.fontSize(titleSize).fillColor(RULE).text(title, left + 90, MARGIN + 6 + (18 - titleSize) / 2, { width: width - 270, align: 'center', lineBreak: false })
  pdf.moveTo(left + 150, MARGIN + 34).lineTo(left + width - 240, MARGIN + 34).lineWidth(1).strokeColor(RULE).stroke()
  pdf.moveTo(left + 150, MARGIN + 37).lineTo(left + width - 240, MARGIN + 37).lineWidth(0.5).stroke()
  pdf.fontSize(9).fillColor(INK)
  const metaX = left + width - 170
  pdf.text(`${labels.invoiceNo[document.kind]}: ${document.invoiceNo ?? ''}`, metaX, MARGIN + 8, { width: 170 })
  pdf.text(`${labels.date}: ${dateText(document.issuedAt, fairTimeZoneOr(document.timeZone), document.language)}`, metaX, MARGIN + 24, { width: 170 })
  pdf.text(`${labels.order}: ${document.orderNo}`, metaX, MARGIN + 40, { width: 170 })
  pdf.fontSize(9).fillColor(MUTED).text(`${labels.exhibition}: ${document.exhibitionTitle}`, left + 90, MARGIN + 52, { width: width - 270, align: 'center' })

  // Buyer and seller blocks, side by side, as tall as the taller one (a long bank name wraps, never cut).
  let y = MARGIN + 90
  const half = width / 2
  const buyer = document.buyer
  const buyerRows: Array<[string, string]> = [[labels.name, buyer.name ? `${buyer.title} (${buyer.name})` : buyer.title]]
  if (document.kind !== 'receipt') buyerRows.push([labels.taxId, buyer.taxId ?? ''])
  buyerRows.push([labels.addressPhone, [buyer.address, buyer.phone].filter(Boolean).join('  ')])
  if (document.kind !== 'receipt') buyerRows.push([labels.bank, [buyer.bankName, buyer.bankAccount].filter(Boolean).join('  ')])
  else buyerRows.push([labels.email, buyer.email])
  const seller = document.seller
  const sellerRows: Array<[string, string]> = [
    [labels.name, seller.name],
    [labels.taxId, seller.taxId],
    [labels.addressPhone, `${seller.address}  ${seller.phone}`],
    [labels.bank, `${seller.bankName}  ${seller.bankAccount}`],
  ]
  const block = (x: number, heading: string, rows: Array<[string, string]>): number => {
    pdf.fontSize(10).fillColor(RULE).text(heading, x + 8, y + 6, { width: half - 16 })
    let rowY = y + 22
    for (const [label, value] of rows) {
      pdf.fontSize(7.5).fillColor(MUTED).text(label, x + 8, rowY, { width: half - 16 })
      pdf.fontSize(8.5).fillColor(INK).text(value || '—', x + 8, rowY + 9, { width: half - 16 })
      rowY += 9 + pdf.heightOfString(value || '—', { width: half - 16 }) + 3
    }
    return rowY - y + 4
  }
  const blockHeight = Math.max(block(left, labels.buyer, buyerRows), block(left + half, labels.seller, sellerRows))
  pdf.rect(left, y, width, blockHeight).lineWidth(0.8).strokeColor(RULE).stroke()
  pdf.moveTo(left + half, y).lineTo(left + half, y + blockHeight).stroke()

  // The lines.
  y += blockHeight + 14
  const columns = [0.34, 0.08, 0.14, 0.17, 0.1, 0.17].map((share) => share * width)
  const cell = (texts: string[], rowY: number, size: number, color: string) => {
    let x = left
    texts.forEach((text, index) => {
      pdf.fontSize(size).fillColor(color).text(text, x + 4, rowY, { width: columns[index] - 8, align: index === 0 ? 'left' : 'right', lineBreak: index === 0 })
      x += columns[index]
    })
  }
  pdf.rect(left, y, width, 18).fillColor('#fff7ed').fill()
  cell(labels.columns, y + 5, 8, RULE)
  y += 22
  for (const line of document.lines) {
    const nameHeight = pdf.fontSize(9).heightOfString(line.name, { width: columns[0] - 8 })
    cell([line.name, String(line.quantity), formatRmb(line.unitPriceFen), formatRmb(line.netFen), percent(line.taxRatePermille), formatRmb(line.taxFen)], y, 9, INK)
    y += Math.max(14, nameHeight + 4)
  }
  pdf.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).strokeColor(RULE).stroke()
  y += 5
  cell([labels.subtotal, '', '', formatRmb(document.netFen), '', formatRmb(document.taxFen)], y, 9, INK)
  y += 20

  // The total in capital numerals and in figures.
  pdf.rect(left, y, width, 26).lineWidth(0.8).strokeColor(RULE).stroke()
  pdf.fontSize(9).fillColor(RULE).text(labels.totalWords, left + 8, y + 8, { width: 150 })
  pdf.fontSize(11).fillColor(INK).text(`⊗ ${capitalRmb(document.amountFen)}`, left + 160, y + 6.5, { width: width - 330 })
  pdf.fontSize(9).fillColor(RULE).text(labels.totalFigures, left + width - 170, y + 8, { width: 70 })
  pdf.fontSize(11).fillColor(INK).text(formatRmb(document.amountFen), left + width - 100, y + 6.5, { width: 92, align: 'right' })
  y += 36

  // Remarks, verification and who issued it.
  pdf.fontSize(8.5).fillColor(MUTED).text(`${labels.remarks}: ${labels.remark(document)}`, left, y, { width })
  y += 16
  pdf.text(`${labels.verification}: ${document.verificationCode}`, left, y, { width })
  y += 16
  pdf.text(labels.issuer, left, y, { width })
  pdf.end()
  return finished
}

/**
 * Parses the font and primes its subsetting with one throw-away render, so the first invoice a new server issues takes
 * as long as every other (the first render of a process costs 0.6–1.5 s, the rest well under 300 ms). main.ts calls it
 * after the server listens; tests do not, and pay the cost in their first invoice.
 */
export async function warmUpInvoicePdf(): Promise<void> {
  await renderInvoicePdf({
    invoiceNo: '00000000',
    issuedAt: new Date(0),
    kind: 'general',
    language: 'cn',
    exhibitionTitle: '预热',
    orderNo: '0',
    seller: { name: '预热', taxId: '0', address: '0', phone: '0', bankName: '0', bankAccount: '0' },
    buyer: { type: 'personal', title: '预热', taxId: null, bankName: null, bankAccount: null, address: null, phone: null, email: 'warm@up.invalid' },
    lines: [{ name: '预热', quantity: 1, unitPriceFen: 100, amountFen: 100, netFen: 94, taxRatePermille: 60, taxFen: 6 }],
    amountFen: 100,
    netFen: 94,
    taxFen: 6,
    verificationCode: '0',
    qrText: '0',
  })
}

/** Renders invoices here (no provider): our numbers, our PDF. */
export class PdfInvoiceIssuer implements InvoiceIssuer {
  readonly name = 'pdf'
  readonly numbersItself = false

  async issue(document: InvoiceDocument): Promise<IssuedInvoice> {
    if (!document.invoiceNo) throw new IssueRefused('error.invoice.renderFailed')
    return { pdf: await renderInvoicePdf(document), providerRef: null }
  }
}
