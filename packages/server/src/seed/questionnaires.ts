import type { QuestionDefinition } from '@fairpass/core/validation'
import { type Db } from '../db'
import { questionnaires } from '../features/config'
import { DEMO_TENANT } from './data'

/*
 * The motor show's (1001) three questionnaires, written once with both languages side by side and stored as one
 * row per language. Question ids and option keys are shared, so answers carry over a language switch.
 */

type Bilingual = readonly [cn: string, en: string]

interface SeedQuestion extends Omit<QuestionDefinition, 'title' | 'options'> {
  readonly title: Bilingual
  readonly options?: readonly (readonly [key: string, cn: string, en: string])[]
}

interface SeedQuestionnaire {
  readonly exhibitionId: string
  readonly seq: 1 | 2 | 3
  readonly title: Bilingual
  readonly description?: Bilingual
  readonly questions: readonly SeedQuestion[]
}

export const seedQuestionnaires: readonly SeedQuestionnaire[] = [
  {
    exhibitionId: '1001',
    seq: 1,
    title: ['关于您的参观', 'About your visit'],
    description: ['帮助我们为您安排更好的参观体验', 'Help us plan a better visit for you'],
    questions: [
      {
        id: 'heardFrom',
        type: 'single',
        required: true,
        title: ['您是如何得知本届展会的？', 'How did you hear about us?'],
        options: [
          ['website', '展会官网', 'Exhibition website'],
          ['social', '社交媒体', 'Social media'],
          ['colleague', '朋友或同事推荐', 'A friend or colleague'],
          ['press', '行业媒体', 'Trade press'],
          ['other', '其他', 'Other'],
        ],
      },
      {
        id: 'heardFromOther',
        type: 'text',
        required: true,
        maxLength: 100,
        title: ['请具体说明', 'Please specify'],
        showWhen: { questionId: 'heardFrom', optionKey: 'other' },
      },
      {
        id: 'purpose',
        type: 'multiple',
        required: true,
        maxChoices: 3,
        title: ['您的参观目的', 'Purpose of your visit'],
        options: [
          ['products', '寻找新产品', 'Find new products'],
          ['suppliers', '会见供应商', 'Meet suppliers'],
          ['trends', '了解行业趋势', 'Learn about industry trends'],
          ['purchase', '采购洽谈', 'Negotiate purchases'],
          ['network', '交流合作', 'Networking'],
          ['forums', '参加会议论坛', 'Attend conferences'],
        ],
      },
    ],
  },
  {
    exhibitionId: '1001',
    seq: 2,
    title: ['您的企业', 'Your business'],
    questions: [
      {
        id: 'industry',
        type: 'single',
        required: true,
        title: ['所属行业', 'Industry'],
        options: [
          ['oem', '整车制造', 'Vehicle manufacturing'],
          ['parts', '汽车零部件', 'Automotive parts'],
          ['dealer', '经销商', 'Dealership'],
          ['aftermarket', '后市场服务', 'Aftermarket services'],
          ['other', '其他', 'Other'],
        ],
      },
      {
        id: 'companySize',
        type: 'single',
        required: true,
        title: ['企业规模', 'Company size'],
        options: [
          ['s', '1–49 人', '1–49 employees'],
          ['m', '50–249 人', '50–249 employees'],
          ['l', '250–999 人', '250–999 employees'],
          ['xl', '1000 人以上', '1,000 employees or more'],
        ],
      },
      {
        id: 'purchasingRole',
        type: 'single',
        required: true,
        title: ['您在采购中的角色', 'Your role in purchasing'],
        options: [
          ['decide', '最终决策', 'I decide'],
          ['influence', '参与决策', 'I influence the decision'],
          ['none', '不参与采购', 'Not involved'],
        ],
      },
    ],
  },
  {
    exhibitionId: '1001',
    seq: 3,
    title: ['感兴趣的领域', 'Interests'],
    questions: [
      {
        id: 'productAreas',
        type: 'multiple',
        required: true,
        minChoices: 1,
        maxChoices: 4,
        title: ['感兴趣的产品领域', 'Product areas of interest'],
        options: [
          ['ev', '新能源汽车', 'Electric vehicles'],
          ['adas', '智能驾驶', 'Driver assistance and autonomy'],
          ['connected', '车联网', 'Connected car'],
          ['components', '汽车零部件', 'Components'],
          ['charging', '充电设施', 'Charging infrastructure'],
          ['aftermarket', '汽车后市场', 'Aftermarket'],
        ],
      },
      {
        id: 'budget',
        type: 'single',
        required: false,
        title: ['年度采购预算', 'Annual purchasing budget'],
        options: [
          ['lt1m', '100 万元以下', 'Under RMB 1 million'],
          ['1to10m', '100 万–1000 万元', 'RMB 1–10 million'],
          ['gt10m', '1000 万元以上', 'Over RMB 10 million'],
          ['unknown', '尚未确定', 'Not decided yet'],
        ],
      },
      {
        id: 'comments',
        type: 'text',
        required: false,
        maxLength: 200,
        title: ['还有什么想告诉我们的吗？', 'Anything else you would like to tell us?'],
      },
    ],
  },
]

function inLanguage(question: SeedQuestion, language: 0 | 1): QuestionDefinition {
  const { title, options, ...rest } = question
  return {
    ...rest,
    title: title[language],
    ...(options ? { options: options.map(([key, cn, en]) => ({ key, label: language === 0 ? cn : en })) } : {}),
  }
}

export function questionnaireRows(tenantId: string, entries: readonly SeedQuestionnaire[]) {
  return entries.flatMap((entry) =>
    (['cn', 'en'] as const).map((languageType, language) => ({
      tenantId,
      exhibitionId: entry.exhibitionId,
      registerType: null,
      languageType,
      seq: entry.seq,
      title: entry.title[language],
      description: entry.description?.[language] ?? null,
      questions: entry.questions.map((question) => inLanguage(question, language as 0 | 1)),
    })),
  )
}

/** Inserts the demo questionnaires; existing slots are left as they are. */
export async function seedDemoQuestionnaires(db: Pick<Db, 'insert'>): Promise<void> {
  await db.insert(questionnaires).values(questionnaireRows(DEMO_TENANT, seedQuestionnaires)).onConflictDoNothing()
}
