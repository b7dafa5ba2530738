import type { Page } from '@playwright/test'

/**
 * A business card with known Chinese and English text, rendered by the browser (Noto CJK) so tests can check
 * that recognition really reads it. The server's fixture (packages/server/src/features/ocr/fixtures/card.png)
 * is this card, written by scripts/make-card-fixture.ts.
 */
export const CARD = {
  name: '张伟',
  nameEn: 'Zhang Wei',
  position: '销售总监',
  positionEn: 'Sales Director',
  company: '上海明远汽车科技有限公司',
  companyEn: 'Mingyuan Auto Technology Co., Ltd.',
  mobile: '13812345678',
  tel: '+86 21 6123 4567',
  email: 'zhang.wei@mingyuan-auto.com',
  address: '上海市浦东新区世纪大道100号',
  website: 'www.mingyuan-auto.com',
} as const

export function cardHtml(): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    html, body { margin: 0; background: #fff; }
    .card { width: 1000px; height: 600px; box-sizing: border-box; padding: 40px 64px; color: #111;
      font-family: 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif; background: #fff; }
    .name { font-size: 60px; font-weight: 700; margin: 0 0 6px; }
    .sub { font-size: 28px; margin: 0 0 22px; }
    p { font-size: 28px; margin: 0 0 9px; }
  </style></head><body><div class="card">
    <p class="name">${CARD.name}</p>
    <p class="sub">${CARD.position} ${CARD.positionEn}</p>
    <p>${CARD.company}</p>
    <p>${CARD.companyEn}</p>
    <p>手机: 138 1234 5678</p>
    <p>Tel: ${CARD.tel}</p>
    <p>E-mail: ${CARD.email}</p>
    <p>地址: ${CARD.address}</p>
    <p>${CARD.website}</p>
  </div></body></html>`
}

/**
 * Renders the card on `page` and answers its PNG bytes: 1000×600 pixels times the page's device scale factor
 * (2 gives a phone-camera-like 2000×1200 picture that the browser downsizes before upload).
 */
export async function renderCard(page: Page): Promise<Buffer> {
  await page.setViewportSize({ width: 1000, height: 600 })
  await page.setContent(cardHtml())
  await page.evaluate(() => document.fonts.ready)
  return page.locator('.card').screenshot({ type: 'png', scale: 'device' })
}
