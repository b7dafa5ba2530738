import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createMemoryRouter, type Router } from '@fairpass/core/router'
import { configureSession, setLanguage, signOut } from '@fairpass/core/session'
import { fakeApi, ok } from '@fairpass/core/testing'
import { EXHIBITION, TICKET_ID, walletTicket } from '../testing/fixtures'
import './messages'
import { $holderForm, chooseKnown, holderOf, resetHolderForm, saveHolder, setHolderField } from './holderStore'

const ACTIVATE = 'POST /api/ef-registration-client/ticket/activate'
const ASSIGN = 'POST /api/ef-registration-client/userRelation/ticket'

/** The element's own router (memory routing): the stores move it, never the page's. */
let router: Router & { stop(): void }

beforeEach(() => {
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1020', registerType: 'visitor', languageType: 'en', token: 't' })
  setLanguage('en')
  router = createMemoryRouter(`/ticketAdd?ticketId=${TICKET_ID}`)
  resetHolderForm()
})

afterEach(() => {
  router.stop()
  vi.unstubAllGlobals()
})

test('empty optional fields are left out, so no e-mail is not a bad e-mail', () => {
  setHolderField('name', ' Li Lei ')
  expect(holderOf($holderForm.get())).toEqual({ name: 'Li Lei' })
})

test('bad holder data is refused field by field, in the page language, keeping what was typed', async () => {
  const api = fakeApi({})
  setLanguage('cn')
  setHolderField('name', 'L1')
  setHolderField('email', 'not-an-address')
  expect(await saveHolder(EXHIBITION, walletTicket(), router)).toBe(false)
  const { errors, name, email } = $holderForm.get()
  expect(Object.keys(errors).sort()).toEqual(['email', 'name'])
  expect(errors.name).toMatch(/[\u4e00-\u9fff]/)
  expect([name, email]).toEqual(['L1', 'not-an-address'])
  expect(api.calls).toHaveLength(0)
})

test('a ticket still to activate is activated with the holder, then shown', async () => {
  const api = fakeApi({ [ACTIVATE]: () => ok(walletTicket({ holder: { name: 'Li Lei' } })) })
  chooseKnown({ holder: { name: 'Li Lei', phone: '13800138000' }, ticketIds: [] })
  expect(await saveHolder(EXHIBITION, walletTicket(), router)).toBe(true)
  expect(api.calls[0].body).toMatchObject({ id: TICKET_ID, holder: { name: 'Li Lei', phone: '13800138000' } })
  expect(router.$route.get().path).toBe(`/wallet/${TICKET_ID}`)
})

test('an activated ticket changes its holder through userRelation/ticket', async () => {
  const api = fakeApi({ [ASSIGN]: () => ok(walletTicket({ holder: { name: 'Han Meimei' } })) })
  setHolderField('name', 'Han Meimei')
  expect(await saveHolder(EXHIBITION, walletTicket({ actions: ['transfer'], activated: true }), router)).toBe(true)
  expect(api.calls[0]).toMatchObject({ path: '/api/ef-registration-client/userRelation/ticket', body: { ticketId: TICKET_ID, holder: { name: 'Han Meimei' } } })
})
