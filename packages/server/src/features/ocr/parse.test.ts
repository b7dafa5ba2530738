import { describe, expect, it } from 'vitest'
import { normalizeLine, parseCard } from './parse'

describe('normalizeLine', () => {
  it('joins Chinese characters the recogniser spaced apart and turns full-width forms into ASCII', () => {
    expect(normalizeLine('上 海 明 远 汽车 科技 有 限 公司')).toBe('上海明远汽车科技有限公司')
    expect(normalizeLine('手机 : 138 1234 5678')).toBe('手机: 138 1234 5678')
    expect(normalizeLine('邮箱：ｌｉ＠ｅｘａｍｐｌｅ．ｃｎ')).toBe('邮箱:li@example.cn')
    expect(normalizeLine('  销售 总 监   Sales   Director ')).toBe('销售总监 Sales Director')
  })
})

describe('parseCard', () => {
  // What tesseract read from the committed fixture card (fixtures/card.png).
  const bilingual = [
    '张 伟',
    '销售 总 监 Sales Director',
    '上 海 明 远 汽车 科技 有 限 公司',
    'Mingyuan Auto Technology Co., Ltd',
    '手机 : 138 1234 5678',
    'Tel: +86 21 6123 4567',
    'E-mail: zhang.wei@mingyuan-auto.com',
    '地 址 : 上 海 市 浦东 新 区 世纪 大 道 100 号',
    'www.mingyuan-auto.com',
  ]

  it('reads a bilingual card in Chinese for a Chinese form', () => {
    expect(parseCard(bilingual, { language: 'cn' })).toEqual({
      name: '张伟',
      position: '销售总监',
      company: '上海明远汽车科技有限公司',
      phone: '13812345678',
      email: 'zhang.wei@mingyuan-auto.com',
      address: '上海市浦东新区世纪大道100号',
      website: 'www.mingyuan-auto.com',
    })
  })

  it('reads the same card in English for an English form, falling back to Chinese where there is no English', () => {
    expect(parseCard(bilingual, { language: 'en' })).toEqual({
      name: '张伟',
      position: 'Sales Director',
      company: 'Mingyuan Auto Technology Co., Ltd',
      phone: '13812345678',
      email: 'zhang.wei@mingyuan-auto.com',
      address: '上海市浦东新区世纪大道100号',
      website: 'www.mingyuan-auto.com',
    })
  })

  it('reads a Chinese card with labels, a landline and a fax, a group company and a name after the company', () => {
    const lines = [
      '深圳华星电子集团股份有限公司',
      '李娜',
      '市场部 经理',
      '电话：0755-8888 6666',
      '传真：0755-8888 6667',
      '手机：+86 139-2233-4455',
      '邮箱：lina@huaxing-elec.com.cn',
      '地址：广东省深圳市南山区科技园南路18号',
    ]
    expect(parseCard(lines, { language: 'cn' })).toEqual({
      company: '深圳华星电子集团股份有限公司',
      name: '李娜',
      position: '市场部经理',
      phone: '13922334455',
      email: 'lina@huaxing-elec.com.cn',
      address: '广东省深圳市南山区科技园南路18号',
    })
  })

  it('takes the landline when a card has no mobile number, and an explicit name label over a guess', () => {
    const lines = ['姓名：王小明', '北京', '电话: 010-6512 3456', '公司：北京远航物流有限公司', '职位：采购主管']
    expect(parseCard(lines)).toEqual({
      name: '王小明',
      company: '北京远航物流有限公司',
      position: '采购主管',
      phone: '01065123456',
    })
  })

  it('reads an English card: Ltd company, Mobile and Tel, e-mail, street address and website', () => {
    const lines = [
      'Oliver Bennett',
      'Head of Procurement',
      'Northgate Components Ltd.',
      '14 Canal Street, Manchester M1 3HE',
      'Tel: +44 161 496 0000',
      'Mobile: +44 7700 900123',
      'e-mail: o.bennett@northgate.co.uk',
      'www.northgate.co.uk',
    ]
    expect(parseCard(lines, { language: 'en' })).toEqual({
      name: 'Oliver Bennett',
      position: 'Head of Procurement',
      company: 'Northgate Components Ltd.',
      address: '14 Canal Street, Manchester M1 3HE',
      phone: '+447700900123',
      email: 'o.bennett@northgate.co.uk',
      website: 'www.northgate.co.uk',
    })
  })

  it('reads a German GmbH card with single-letter labels and an Inc. card with the website labelled', () => {
    expect(
      parseCard(['Dr. Anna Schmidt', 'Vertriebsleiterin / Sales Manager', 'Rheinwerk Antriebe GmbH', 'T: +49 221 123456', 'M: +49 171 2345678', 'anna.schmidt@rheinwerk.de'], {
        language: 'en',
      }),
    ).toEqual({
      name: 'Dr. Anna Schmidt',
      position: 'Vertriebsleiterin / Sales Manager',
      company: 'Rheinwerk Antriebe GmbH',
      phone: '+491712345678',
      email: 'anna.schmidt@rheinwerk.de',
    })
    expect(parseCard(['Maria Lopez', 'CEO', 'Brightpath Inc.', 'Web: brightpath.io', 'Phone 415-555-0134'], { language: 'en' })).toEqual({
      name: 'Maria Lopez',
      position: 'CEO',
      company: 'Brightpath Inc.',
      website: 'brightpath.io',
      phone: '4155550134',
    })
  })

  it('answers no fields for text that is not a card, and never invents a name from a sentence', () => {
    expect(parseCard([])).toEqual({})
    expect(parseCard(['', '   ', 'the quick brown fox jumps over the lazy dog'])).toEqual({})
  })
})
