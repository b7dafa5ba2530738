import type { Language } from '../../language'

/*
 * The portal's fixed texts: the product categories offered and the exhibitor initiative letter of spec §1 ("notable
 * stored texts"), in both languages. An exhibition that needs others gets them from here by a change in code, as the
 * spec's other stored texts are kept.
 */

export const PRODUCT_CATEGORIES: ReadonlyArray<{ key: string; cn: string; en: string }> = [
  { key: 'machinery', cn: '机械设备', en: 'Machinery and equipment' },
  { key: 'electronics', cn: '电子电器', en: 'Electronics and appliances' },
  { key: 'materials', cn: '材料与化工', en: 'Materials and chemicals' },
  { key: 'consumer', cn: '消费品', en: 'Consumer goods' },
  { key: 'food', cn: '食品饮料', en: 'Food and beverages' },
  { key: 'services', cn: '服务与解决方案', en: 'Services and solutions' },
  { key: 'other', cn: '其他', en: 'Other' },
]

export function categoryLabel(key: string, language: Language): string {
  const category = PRODUCT_CATEGORIES.find((entry) => entry.key === key)
  if (!category) return key
  return language === 'en' ? category.en : category.cn
}

export function isCategory(key: string): boolean {
  return PRODUCT_CATEGORIES.some((entry) => entry.key === key)
}

export const INITIATIVE_LETTER: Record<Language, string> = {
  cn: [
    '参展商倡议书',
    '为共同营造安全、文明、诚信的展会环境，我们倡议全体参展商：',
    '一、如实填报企业及展品信息，不展示、不宣传假冒伪劣及侵犯知识产权的产品；',
    '二、遵守展馆消防与安全规定，按时布展撤展，不占用通道；',
    '三、文明参展、诚信经营，尊重观众与其他参展商；',
    '四、践行绿色办展，减少一次性物料的使用。',
  ].join('\n\n'),
  en: [
    'Exhibitor initiative letter',
    'To keep the fair safe, civil and honest, we call on every exhibitor:',
    '1. Give true information about your company and exhibits; show and promote no counterfeit goods and nothing that infringes intellectual property.',
    '2. Follow the venue’s fire and safety rules, build up and dismantle on time, and keep the aisles free.',
    '3. Treat visitors and other exhibitors with respect and trade honestly.',
    '4. Exhibit sustainably and use as little single-use material as you can.',
  ].join('\n\n'),
}
