import { type Db } from '../db'
import { invoiceSellers } from '../features/invoices'
import { DEMO_TENANT } from './data'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * The demo organiser as the seller on its invoices (issue 14). The other demo tenant has none, so issuing fails there
 * with "the organiser has not set up invoicing": the failed state and its retry can be seen.
 */
export async function seedInvoiceSeller(tx: Tx): Promise<void> {
  await tx
    .insert(invoiceSellers)
    .values({
      tenantId: DEMO_TENANT,
      nameCn: '示例会展服务有限公司',
      nameEn: 'Demo Exhibition Services Co., Ltd.',
      taxId: '91110000600037341L',
      addressCn: '北京市朝阳区示例路 88 号',
      addressEn: '88 Demo Road, Chaoyang District, Beijing',
      phone: '010-65550100',
      bankName: '中国银行北京朝阳支行',
      bankAccount: '3401 2345 6789 0123',
      taxRatePermille: 60,
      numberPrefix: '26',
      verifyUrl: '',
    })
    .onConflictDoNothing()
}
