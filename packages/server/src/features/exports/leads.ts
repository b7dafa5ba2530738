import type { AppContext } from '../../context'
import type { Language } from '../../language'
import type { Exhibition } from '../../tenancy'
import { adminOverview, companyLeadPages, leadColumns } from '../customers'
import { sheetName, type SheetSource } from './workbook'

/*
 * Every company's leads for the organiser: an overview sheet (company, membership, leads), then one sheet per company
 * with leads, the same columns as the company's own export. The companies' sheets are produced one after the other,
 * each read a page at a time.
 */

const WORDS = {
  en: { overview: 'Companies', company: 'Company', deptId: 'Company ID', membership: 'Membership', leads: 'Leads', sheet: 'Sheet', none: 'none' },
  cn: { overview: '企业', company: '企业', deptId: '企业编号', membership: '会员', leads: '线索数', sheet: '工作表', none: '无' },
} satisfies Record<Language, Record<string, string>>

export async function* leadSheets(ctx: AppContext, exhibition: Exhibition, language: Language): AsyncGenerator<SheetSource> {
  const words = WORDS[language]
  const { companies } = await adminOverview(ctx.db, exhibition, undefined)
  const taken = new Set<string>()
  const overviewName = sheetName(words.overview, taken)
  const withLeads = companies.filter((company) => company.leads > 0).map((company) => ({ ...company, sheet: sheetName(company.company, taken) }))
  const sheetOf = new Map(withLeads.map((company) => [company.deptId, company.sheet]))
  yield {
    name: overviewName,
    columns: [
      { key: 'company', header: words.company, width: 30 },
      { key: 'deptId', header: words.deptId, width: 38 },
      { key: 'membership', header: words.membership, width: 12 },
      { key: 'leads', header: words.leads, width: 10 },
      { key: 'sheet', header: words.sheet, width: 30 },
    ],
    rows: (async function* () {
      yield companies.map((company) => ({ company: company.company, deptId: company.deptId, membership: company.membership ?? words.none, leads: company.leads, sheet: sheetOf.get(company.deptId) ?? '' }))
    })(),
  }
  for (const company of withLeads) {
    yield {
      name: company.sheet,
      columns: leadColumns(language),
      rows: companyLeadPages(ctx, { tenantId: exhibition.tenantId, exhibitionId: exhibition.id, deptId: company.deptId }, language) as AsyncIterable<Array<Record<string, unknown>>>,
    }
  }
}
