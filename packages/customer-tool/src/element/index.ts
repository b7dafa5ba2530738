import { defineAreaElement } from '@fairpass/core/area'
import { areaShell } from '@fairpass/ui'
import '../messages'
import { toolPage } from '../shared/toolPage'

/**
 * The trade-fair system's customer tool for an exhibitor company's staff (register type `commerceExhibition`; spec §4
 * rule 8 sends them to /tradeFairSystem/home, which opens the customer list). Staff scan visitors' entry QR codes or
 * badges with the phone camera (or type the code) at the booth; each scan is kept on the device (IndexedDB) and sent
 * from there, so a dead network or a closed page loses none, and the server keeps each once. Leads are listed with
 * search, labels, follow-up and count, added by code or mobile number, given notes and the exhibition's
 * qualification survey, and exported to xlsx with progress. The company admin buys the membership (single account
 * 1000 yuan, multi-account 3000 yuan per exhibition period; paid on the ticket area's payment page), authorises staff
 * accounts under the multi-account one and moves a departing member's leads to another. Without a membership the
 * lead pages say why, with the way to buy.
 *
 * @tag fair-customer-tool
 * @fires fair-customer-captured - {{ exhibitionId: string; customerId: string; created: boolean; source: 'qr' | 'mobile' }} A scan or a mobile number reached the server as a lead (created: a new lead; false: one the company had).
 * @fires fair-customer-membership-ordered - {{ exhibitionId: string; orderId: string; kind: 'single' | 'multi'; totalFen: number }} The admin ordered the membership; the payment page of the order opens next.
 * @fires fair-customer-staff-authorised - {{ exhibitionId: string; authorised: string[]; revoked: string[] }} The admin authorised staff accounts or took authorisation back (user ids).
 * @fires fair-customer-exported - {{ exhibitionId: string; rows: number }} An xlsx file of leads was made and handed to the browser.
 */
export const FairCustomerToolElement = defineAreaElement({
  tag: 'fair-customer-tool',
  area: 'customer-tool',
  initialPath: '/customerPage',
  access: 'signIn',
  shell: areaShell,
  pages: {
    '/customerPage': toolPage(() => import('../customers/CustomerListPage').then((module) => module.CustomerListPage), () => ({})),
    '/custDetailInfoPage': toolPage(() => import('../detail/CustomerDetailPage').then((module) => module.CustomerDetailPage), (route) => ({ id: route.query.id ?? '' })),
    '/scanCodePage': toolPage(() => import('../scan/ScanPage').then((module) => module.ScanPage), () => ({})),
    '/surveyPage': toolPage(() => import('../survey/SurveyPage').then((module) => module.SurveyPage), (route) => ({ id: route.query.id ?? route.query.customerId ?? '' })),
    '/dataExport': toolPage(() => import('../export/DataExportPage').then((module) => module.DataExportPage), () => ({})),
    '/minePage': toolPage(() => import('../mine/MinePage').then((module) => module.MinePage), () => ({})),
    '/buyMemPage': toolPage(() => import('../buy/BuyMembershipPage').then((module) => module.BuyMembershipPage), () => ({})),
    '/accountMngPage': toolPage(() => import('../accounts/AccountsPage').then((module) => module.AccountsPage), () => ({})),
    '/transferDescPage': toolPage(() => import('../transfer/TransferPage').then((module) => module.TransferPage), () => ({})),
  },
})
