/**
 * Routes of the table with no page of their own to check: each shows a moment's "please wait" while it hands the
 * visitor on (after a login, a 401, a payment's return).
 */
export const PASS_THROUGH = new Set<string>([
  '/transitionPage',
  '/transitionTq',
  '/jump',
  '/payTransition',
  // The bare entry: the app's start sends a signed-out visitor to /registration, a signed-in one on from there
  // (registration's app/bootstrap.ts), so no page is ever shown under `/` itself.
  '/',
])

/**
 * `route language` pairs no browser test was seen to show yet. Shrink it: the coverage check names those now checked
 * (its annotation "a11y gaps now checked"); a pair missing from the run and not listed here fails the check.
 *
 * Taken from the records of entry, first-login, profile, questionnaire, review, user-center, account, ticket-buy,
 * wallet, invoice, conference, group-manager, group-invites, group-others, group-subordinates, customer-tool,
 * exhibitor-portal and text-200 alone (the whole suite was not run when it was written), so it holds pairs other
 * journeys do show: the first full run's annotation says which to delete.
 */
export const NOT_YET_CHECKED: readonly string[] = [
  '/builder cn',
  '/builder en',
  '/datadownload cn',
  '/datadownload en',
  '/datadownload/invoice cn',
  '/datadownload/invoice en',
  '/datadownload/contract cn',
  '/datadownload/contract en',
  '/datadownloadDetails cn',
  '/datadownloadDetails en',
  '/exhibitorSelfService/exhibit/previousList cn',
  '/exhibitorSelfService/document-manage-info-detail/:type cn',
  '/exhibitorSelfService/document-manage-info-detail/:type en',
  '/exhibitorSelfService/document-manage-previous-list/:type cn',
  '/exhibitorSelfService/document-manage-previous-list/:type en',
  '/exhibitorSelfService/formInfoWap cn',
  '/exhibitorSelfService/invitingBuyers/list cn',
  '/exhibitorSelfService/invitingBuyers/list en',
  '/exhibitorSelfService/invitingBuyersTwo/list cn',
  '/exhibitorSelfService/invitingBuyersTwo/list en',
  '/exhibitorSelfService/inviteVIP cn',
  '/exhibitorSelfService/inviteVIP en',
  '/exhibitorSelfService/inviteVIP/inviteForm cn',
  '/exhibitorSelfService/inviteVIP/inviteForm en',
  '/exhibitorSelfService/information/info cn',
  '/exhibitorSelfService/information/info en',
  '/exhibitorSelfService/information/manualAll/:materialTypeV2 cn',
  '/exhibitorSelfService/information/manualAll/:materialTypeV2 en',
  '/exhibitorSelfService/information/manualPart/:materialTypeV2 cn',
  '/exhibitorSelfService/information/manualPart/:materialTypeV2 en',
  '/exhibitorSelfService/exhCertificationCode cn',
  '/exhibitorSelfService/exhCertificationCode en',
  '/exhibitorSelfService/exhibitorRegist cn',
  '/exhibitorSelfService/exhibitorRegist en',
  '/exhibitorSelfService/exhibitorRegist/login cn',
  '/exhibitorSelfService/exhibitorRegist/login en',
  '/exhibitorSelfService/invitationTemplate cn',
  '/exhibitorSelfService/invitationTemplate en',
  '/exhibitorSelfServiceNew/invitationTemplate cn',
  '/exhibitorSelfServiceNew/invitationTemplate en',
  '/exhibitorSelfServiceNew/invitationTemplate/editInvitation cn',
  '/exhibitorSelfServiceNew/invitationTemplate/editInvitation en',
  '/exhibitorSelfService/adsBooking cn',
  '/exhibitorSelfService/adsBooking en',
  '/exhibitorSelfService/translateBooking cn',
  '/exhibitorSelfService/translateBooking en',
  '/exhibitorSelfService/productShow cn',
  '/exhibitorSelfService/serviceOrder cn',
  '/exhibitorSelfService/serviceOrder en',
  '/exhibitorSelfService/visaInfo cn',
  '/exhibitorSelfService/visaInfo en',
  '/boothInfo cn',
  '/user-center/exhibitorReportNoImg cn',
  '/user-center/exhibitorReportNoImg en',
  '/user-center/exhibitorLogo cn',
  '/user-center/exhibitorLogo en',
]
