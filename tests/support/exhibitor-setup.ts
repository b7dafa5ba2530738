import { admin } from './admin'
import { createCompany, EXHIBITION, type Company } from './exhibitor'

/*
 * What the booth setup journey (tests/exhibitor-setup.e2e.ts) needs besides the pages: its own company per run and
 * language made by the organiser's CLI, with a 9 m² standard booth (the spec §9 rule of 10 shelves and rods) and a
 * bare-space booth (a special build), so the runs in cn and en can go side by side and leave the demo companies alone;
 * a small PDF whose bytes say which run made it; and the texts the journey looks for.
 */

export interface SetupCompany extends Company {
  standardBooth: string
  bareBooth: string
}

export async function createSetupCompany(label: string): Promise<SetupCompany> {
  const company = await createCompany(`setup-${label}`, { booths: ['8H:S{code}:standard:9', '8H:B{code}:bareSpace:36'] })
  return { ...company, standardBooth: `8H-S${company.code}`, bareBooth: `8H-B${company.code}` }
}

/** A one-page PDF carrying `marker`, so a downloaded copy can be told from any other. */
export function markedPdf(marker: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1')
}

export const publishDocument = (file: string, titleCn: string, titleEn: string) =>
  admin('exhibitor-document', '--exhibition', EXHIBITION, '--file', file, '--type', 'manual', '--title-cn', titleCn, '--title-en', titleEn, '--description-cn', '展位搭建须知与时间安排', '--description-en', 'Booth building rules and times')

export const reopenSetup = (company: Company) => admin('exhibitor-reopen', '--exhibition', EXHIBITION, '--dept', company.deptId)

export const setupTexts = {
  en: {
    hub: 'Booth setup',
    board: 'Fascia board and furniture',
    build: (booth: string) => `Special build of booth ${booth}`,
    finalSubmit: 'Final submission',
    confirmTitle: 'Submit the whole booth setup?',
    confirm: 'Submit now',
    cancel: 'Cancel',
    incomplete: (booth: string) => `Complete the booth setup before the final submission: Fascia board and furniture, Special build of booth ${booth}`,
    textCn: /^Fascia text in Chinese/,
    textEn: /^Fascia text in English/,
    shelves: /^Shelves/,
    hangingRods: /^Hanging rods/,
    flowTables: /^Flow tables/,
    rodsRule: 'At most 10 shelves and hanging rods together for a 9 m² booth',
    limits: 'Your standard booths: 9 m². Shelves and hanging rods together at most 10; flow tables at most 1.',
    saveBoard: 'Save fascia and furniture',
    boardSaved: 'Fascia board and furniture saved',
    back: 'Back to the booth setup',
    builderName: /^Booth builder company/,
    builderContact: /^Builder's contact person/,
    builderMobile: /^Contact's mobile number/,
    builderEmail: /^Builder's e-mail/,
    height: /^Build height/,
    floorLoad: /^Floor load/,
    addDrawing: /^Add a drawing/,
    drawing1: 'Drawing 1',
    heightRule: 'A special build is at most 5 m high',
    saveBuild: 'Save the special build',
    buildSaved: 'Special build saved',
    documents: 'Documents',
    download: (title: string) => `Download ${title}`,
    details: (title: string) => `Details of ${title}`,
    submitted: 'Submitted',
    locked: 'The booth setup was submitted and is read-only. To change anything, ask the organiser to reopen it.',
    done: 'Done',
  },
  cn: {
    hub: '展位布置',
    board: '楣板与标摊家具',
    build: (booth: string) => `展位 ${booth} 的特装信息`,
    finalSubmit: '最终提交',
    confirmTitle: '确认最终提交展位布置？',
    confirm: '确认提交',
    cancel: '取消',
    incomplete: (booth: string) => `请先完成展位布置再最终提交：楣板与标摊家具、展位${booth}的特装信息`,
    textCn: /^楣板文字（中文）/,
    textEn: /^楣板文字（英文）/,
    shelves: /^层板/,
    hangingRods: /^挂杆/,
    flowTables: /^洽谈桌/,
    rodsRule: '9平方米展位的层板与挂杆合计最多10个',
    limits: '贵公司标准展位共 9 平方米：层板与挂杆合计最多 10 个，洽谈桌最多 1 张。',
    saveBoard: '保存楣板与家具',
    boardSaved: '楣板与家具已保存',
    back: '返回展位布置',
    builderName: /^搭建商名称/,
    builderContact: /^搭建商联系人/,
    builderMobile: /^联系人手机号/,
    builderEmail: /^搭建商邮箱/,
    height: /^搭建高度/,
    floorLoad: /^地面承重/,
    addDrawing: /^添加图纸/,
    drawing1: '图纸 1',
    heightRule: '特装展位限高5米',
    saveBuild: '保存特装信息',
    buildSaved: '特装信息已保存',
    documents: '资料下载',
    download: (title: string) => `下载 ${title}`,
    details: (title: string) => `查看 ${title} 详情`,
    submitted: '已最终提交',
    locked: '展位布置已最终提交，目前只能查看。如需修改，请联系主办方重新开放。',
    done: '已完成',
  },
} as const
