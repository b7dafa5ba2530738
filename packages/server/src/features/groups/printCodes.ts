import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import * as fontkit from 'fontkit'
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import type { GroupMemberView } from '@fairpass/core/contract'
import type { Language } from '../../language'
import type { Exhibition } from '../../tenancy'
import type { VisitingGroupRow } from './tables'

/*
 * The printable sheet of the members' entry codes (/groupManagement/printCode): pdfkit as the invoices use it, Noto
 * Sans SC embedded as a subset so Chinese names print, each QR drawn as vector squares (sharp on any printer). Three
 * cards a row; a member without an entry code is listed with the reason instead of a code, so the leader sees who
 * still has to finish.
 */

let cachedFont: fontkit.Font | undefined

function sheetFont(): fontkit.Font {
  if (!cachedFont) {
    const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')
    cachedFont = fontkit.create(readFileSync(join(dirname(entry), '..', 'fonts', 'NotoSansHans-Regular.otf'))) as fontkit.Font
  }
  return cachedFont
}

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

const TEXTS = {
  cn: {
    title: '团组成员入场码',
    group: (group: VisitingGroupRow, count: number) => `${group.name} · ${group.company} · 共${count}人`,
    code: '入场码',
    none: { none: '尚未登记', incomplete: '资料未完善', pending: '审核中', reject: '审核未通过', approve: '暂无入场码' },
    footer: (page: number) => `第${page}页 · 入场码仅限本人使用`,
  },
  en: {
    title: 'Entry codes of the group',
    group: (group: VisitingGroupRow, count: number) => `${group.name} · ${group.company} · ${count} members`,
    code: 'Entry code',
    none: { none: 'Not registered yet', incomplete: 'Profile incomplete', pending: 'In review', reject: 'Not approved', approve: 'No entry code yet' },
    footer: (page: number) => `Page ${page} · each code admits its holder only`,
  },
} as const

const MARGIN = 36
const COLUMNS = 3
const CARD_HEIGHT = 200
const QR_SIZE = 110

export async function renderCodeSheet(
  exhibition: Exhibition,
  group: VisitingGroupRow,
  members: Array<{ view: GroupMemberView; qr: string | null }>,
  language: Language,
  now: Date,
): Promise<Buffer> {
  const texts = TEXTS[language]
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${texts.title} ${group.name}`, Author: exhibition.titleEn, Creator: 'FairPass' } })
  pdf.info.CreationDate = now
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
  pdf.registerFont('sheet', sheetFont() as unknown as Buffer)
  pdf.font('sheet')
  const width = pdf.page.width - 2 * MARGIN
  const cardWidth = width / COLUMNS
  let page = 1

  const heading = () => {
    pdf.fontSize(15).fillColor('#1f2937').text(language === 'cn' ? exhibition.titleCn : exhibition.titleEn, MARGIN, MARGIN, { width, align: 'center' })
    pdf.fontSize(12).text(texts.title, { width, align: 'center' })
    pdf.fontSize(9).fillColor('#6b7280').text(texts.group(group, members.length), { width, align: 'center' })
    // The footer sits in the bottom margin, where pdfkit would otherwise start a new page for it.
    const bottom = pdf.page.margins.bottom
    pdf.page.margins.bottom = 0
    pdf.fontSize(8).text(texts.footer(page), MARGIN, pdf.page.height - MARGIN + 8, { width, align: 'center', lineBreak: false })
    pdf.page.margins.bottom = bottom
    return MARGIN + 70
  }

  let top = heading()
  members.forEach(({ view, qr }, index) => {
    const column = index % COLUMNS
    if (column === 0 && index > 0) top += CARD_HEIGHT
    if (top + CARD_HEIGHT > pdf.page.height - MARGIN) {
      pdf.addPage()
      page += 1
      top = heading()
    }
    const x = MARGIN + column * cardWidth
    pdf.lineWidth(0.5).strokeColor('#d1d5db').rect(x + 4, top + 4, cardWidth - 8, CARD_HEIGHT - 8).stroke()
    pdf.fontSize(11).fillColor('#111827').text(view.name, x + 10, top + 12, { width: cardWidth - 20, align: 'center', lineBreak: false, ellipsis: true })
    pdf.fontSize(8).fillColor('#6b7280').text([view.company, view.title].filter(Boolean).join(' · ') || ' ', x + 10, top + 28, { width: cardWidth - 20, align: 'center', lineBreak: false, ellipsis: true })
    if (qr && view.entryCode) {
      drawQr(pdf, qr, x + (cardWidth - QR_SIZE) / 2, top + 46, QR_SIZE)
      pdf.fontSize(9).fillColor('#111827').text(`${texts.code} ${view.entryCode}`, x + 10, top + 46 + QR_SIZE + 8, { width: cardWidth - 20, align: 'center', lineBreak: false })
    } else {
      pdf.fontSize(10).fillColor('#9a3412').text(texts.none[view.registration], x + 10, top + 90, { width: cardWidth - 20, align: 'center' })
    }
  })
  pdf.end()
  return finished
}
