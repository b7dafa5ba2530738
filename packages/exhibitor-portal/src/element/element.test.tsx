import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { EXHIBITOR_PATHS } from '@fairpass/core/contract'
import { $session, setLanguage, signOut } from '@fairpass/core/session'
import { fail, ok, areaApi, mountAreaElement, type FakeHandler, freshElementPage, clearElementPage, onPhoneIn } from '@fairpass/core/testing'
import { $mustSetPassword } from '../account/accountState'
import { journalHistoryOf, journalOf } from '../catalogue/catalogueStore'
import { productsOf } from '../products/productsStore'
import { infoOf, statusOf } from '../shared/stores'
import { credentialsOf } from '../staff/staffStore'
import { credentialList, EXHIBITION, formConfig, info, journal, landing, product, productPage } from '../testing/fixtures'
import '../element'

/*
 * The portal as a host page gets it: the real <fair-exhibitor-portal> (core/area's recipe, memory routing, its own
 * exhibition from its attributes), queried inside its shadow root, against a fake API at the contract's paths.
 */

const TYPING = 20_000

const route = (method: 'GET' | 'POST', path: string) => `${method} ${path}`

const api = (routes: Record<string, FakeHandler>) => areaApi({
  [route('GET', EXHIBITOR_PATHS.formConfig)]: () => ok(formConfig()),
  [route('GET', EXHIBITOR_PATHS.journalHistory)]: () => ok([]),
  ...routes,
})

const mount = (initialPath: string, attributes: Record<string, string> = {}) => mountAreaElement('fair-exhibitor-portal', initialPath, { 'register-type': 'exhibitorDept', ...attributes })

beforeEach(() => {
  freshElementPage({ registerType: 'exhibitorDept', token: 't' })
  $mustSetPassword.set(false)
  for (const store of [infoOf(EXHIBITION), statusOf(EXHIBITION), journalOf(EXHIBITION), journalHistoryOf(EXHIBITION), productsOf(EXHIBITION), credentialsOf(EXHIBITION)]) store.reset()
})

afterEach(clearElementPage)

describe('<fair-exhibitor-portal>', () => {
  test("signed out, a member page shows the exhibitor's own login; the first login must choose a password, both entries equal", async () => {
    signOut()
    let chosen = false
    const { calls } = api({
      'POST /api/blade-auth/oauth/token': () => ok({ access_token: 'first', user_id: 'u1', dept_id: 'd1', account: 'exhibitor3@fairpass.example' }),
      [route('GET', EXHIBITOR_PATHS.info)]: () => ok(info({ mustSetPassword: !chosen })),
      [route('POST', EXHIBITOR_PATHS.setPassword)]: () => {
        chosen = true
        return ok({ ...info(), access_token: 'second', expires_in: 7200 })
      },
    })
    const { view, shadow } = mount('/user-center')
    expect(await view.findByRole('heading', { name: 'Exhibitor sign-in', level: 1 })).toBeTruthy()
    expect(shadow.querySelector('fair-registration')).toBeNull()
    await userEvent.type(view.getByRole('textbox', { name: /^Account/ }), 'exhibitor3@fairpass.example')
    await userEvent.type(view.getByLabelText(/^Password/), 'Organiser#2026x')
    await userEvent.click(view.getByRole('button', { name: 'Sign in' }))
    // The privacy tick is missing: said under it, nothing sent, nothing typed lost.
    expect(await view.findByText('Please read and accept the privacy agreement')).toBeTruthy()
    expect(calls.some((call) => call.path === '/api/blade-auth/oauth/token')).toBe(false)
    expect((view.getByRole('textbox', { name: /^Account/ }) as HTMLInputElement).value).toBe('exhibitor3@fairpass.example')
    await userEvent.click(view.getByRole('checkbox', { name: /Privacy Policy/ }))
    await userEvent.click(view.getByRole('button', { name: 'Sign in' }))

    expect(await view.findByRole('heading', { name: 'Choose your password', level: 1 })).toBeTruthy()
    const token = calls.find((call) => call.path === '/api/blade-auth/oauth/token')!
    expect(token.body).toMatchObject({ grant_type: 'password', account: 'exhibitor3@fairpass.example', password: 'Organiser#2026x', type: 'exhibitorDept', exhibitionId: '1020', privacyMark: true })

    const [first, again] = view.getAllByLabelText(/^New password/)
    await userEvent.type(first, 'Mine#2026abc')
    await userEvent.type(again, 'Mine#2026abd')
    await userEvent.click(view.getByRole('button', { name: 'Save password' }))
    expect(await view.findByText('The new passwords entered do not match')).toBeTruthy()
    expect(calls.some((call) => call.path === EXHIBITOR_PATHS.setPassword)).toBe(false)
    await userEvent.type(again, '{Backspace}c')
    await userEvent.click(view.getByRole('button', { name: 'Save password' }))
    // The page asked for in the first place appears: the company's home.
    expect(await view.findByRole('heading', { name: 'Strait Machinery', level: 1 })).toBeTruthy()
    expect($session.get().token).toBe('second')
    expect(view.getByText('A02', { selector: 'dd' })).toBeTruthy()
  }, TYPING)

  test('a member page asks nothing of its own while a first-login company signs in: its calls wait for the chosen password', async () => {
    signOut()
    const { calls } = api({
      'POST /api/blade-auth/oauth/token': () => ok({ access_token: 'first', user_id: 'u1', dept_id: 'd1', account: 'exhibitor3@fairpass.example' }),
      [route('GET', EXHIBITOR_PATHS.info)]: () => ok(info({ mustSetPassword: true })),
      [route('GET', EXHIBITOR_PATHS.products)]: () => ok(productPage([])),
    })
    const { view } = mount('/exhibitorSelfService/exhibit/list')
    await userEvent.type(await view.findByRole('textbox', { name: /^Account/ }, { timeout: 10_000 }), 'exhibitor3@fairpass.example')
    await userEvent.type(view.getByLabelText(/^Password/), 'Organiser#2026x')
    await userEvent.click(view.getByRole('checkbox', { name: /Privacy Policy/ }))
    await userEvent.click(view.getByRole('button', { name: 'Sign in' }))
    expect(await view.findByRole('heading', { name: 'Choose your password', level: 1 }, { timeout: 10_000 })).toBeTruthy()
    // The server would refuse such a call ("set your own password first") and the visitor would see that refusal.
    expect(calls.some((call) => call.path === EXHIBITOR_PATHS.products)).toBe(false)
  }, TYPING)

  test("an exhibitor's /user-center is the portal's home; a visitor's is left to the registration area", async () => {
    api({ [route('GET', EXHIBITOR_PATHS.info)]: () => ok(info()) })
    const exhibitor = mount('/user-center')
    expect(await exhibitor.view.findByRole('heading', { name: 'Strait Machinery', level: 1 })).toBeTruthy()
    expect(exhibitor.view.getByRole('link', { name: 'Fill in the catalogue entry' })).toBeTruthy()
    cleanup()
    document.body.innerHTML = ''
    // The registration area's element, as the page's loader would define it (areas never import each other).
    if (!customElements.get('fair-registration')) customElements.define('fair-registration', class extends HTMLElement {})
    const visitor = mount('/user-center', { 'register-type': 'visitor' })
    await waitFor(() => expect(visitor.shadow.querySelector('fair-registration')).toBeTruthy())
  })

  test('the catalogue entry: submitting without the initiative tick is refused under it, nothing typed lost; a refused logo says why', async () => {
    const { calls } = api({
      [route('GET', EXHIBITOR_PATHS.journalDraft)]: () => ok(journal({ nameCn: '海峡机械', nameEn: 'Strait Machinery' })),
      'POST /api/blade-resource/oss/endpoint/put-file': () => fail(400, 'The logo must be between 10 KB and 1 MB'),
    })
    const { view, shadow } = mount('/user-center/exhibitorReport')
    const name = (await view.findByRole('textbox', { name: 'Name in English' })) as HTMLInputElement
    await waitFor(() => expect(name.value).toBe('Strait Machinery'))
    await userEvent.type(view.getByRole('textbox', { name: 'Contact person' }), 'Lin Hai')
    await userEvent.click(view.getByRole('button', { name: 'Submit for review' }))
    expect(await view.findByText('Please read and tick the exhibitor initiative letter')).toBeTruthy()
    expect(view.getByText('Upload the company logo')).toBeTruthy()
    expect(calls.some((call) => call.path === EXHIBITOR_PATHS.journalSave)).toBe(false)
    expect((view.getByRole('textbox', { name: 'Contact person' }) as HTMLInputElement).value).toBe('Lin Hai')

    const picker = shadow.querySelector('input[type="file"]') as HTMLInputElement
    const tiny = new File([new Uint8Array(9 * 1024)], 'logo.png', { type: 'image/png' })
    fireEvent.change(picker, { target: { files: [tiny] } })
    expect(await view.findByText('The logo must be between 10 KB and 1 MB')).toBeTruthy()
    const upload = calls.find((call) => call.path.endsWith('/put-file'))!
    const form = upload.body as FormData
    expect([...form.keys()]).toEqual(['exhibitionId', 'purpose', 'file'])
    expect(form.get('purpose')).toBe('exhibitorLogo')
    expect((view.getByRole('textbox', { name: 'Contact person' }) as HTMLInputElement).value).toBe('Lin Hai')
  }, TYPING)

  test('a picked logo opens the crop step (12:7, named controls); the whole image can still be sent, a gif goes straight to the server', async () => {
    const bitmap = { width: 1200, height: 700, close: vi.fn() }
    vi.stubGlobal('createImageBitmap', vi.fn(async () => bitmap))
    // The test DOM lays nothing out: without an observer the dialog shows its cropper at once rather than wait for a size.
    vi.stubGlobal('ResizeObserver', undefined)
    try {
      const { calls } = api({
        [route('GET', EXHIBITOR_PATHS.journalDraft)]: () => ok(journal({ nameCn: '海峡机械', nameEn: 'Strait Machinery' })),
        'POST /api/blade-resource/oss/endpoint/put-file': () => ok({ fileId: 'f-1', link: '/files/f-1.png', name: 'logo.png', mimeType: 'image/png', width: 600, height: 350, thumbFileId: 'f-2', thumbLink: '/files/f-2.png' }),
      })
      const { view, shadow } = mount('/user-center/exhibitorReport')
      await view.findByRole('textbox', { name: 'Name in English' })
      const picker = shadow.querySelector('input[type="file"]') as HTMLInputElement
      const picture = new File([new Uint8Array(40 * 1024)], 'logo.png', { type: 'image/png' })
      fireEvent.change(picker, { target: { files: [picture] } })

      const dialog = await view.findByRole('dialog', { name: 'Crop the logo' })
      const inDialog = within(dialog)
      for (const name of ['Zoom in', 'Zoom out', 'Move the frame left', 'Move the frame right', 'Move the frame up', 'Move the frame down', 'Use the whole image', 'Crop and upload']) expect(inDialog.getByRole('button', { name })).toBeTruthy()
      expect(inDialog.getByRole('application', { name: 'Crop frame: move the picture with the arrow keys' })).toBeTruthy()
      // Nothing is sent before the exhibitor chooses.
      expect(calls.some((call) => call.path.endsWith('/put-file'))).toBe(false)

      await userEvent.click(inDialog.getByRole('button', { name: 'Use the whole image' }))
      await waitFor(() => expect(view.queryByRole('dialog')).toBeNull())
      const sent = (calls.find((call) => call.path.endsWith('/put-file'))!.body as FormData).get('file') as File
      expect([sent.name, sent.size]).toEqual(['logo.png', 40 * 1024])
      expect(await view.findByRole('img', { name: 'Company logo preview' })).toBeTruthy()
      expect(bitmap.close).toHaveBeenCalled()

      fireEvent.change(picker, { target: { files: [new File([new Uint8Array(20 * 1024)], 'logo.gif', { type: 'image/gif' })] } })
      await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/put-file'))).toHaveLength(2))
      expect(view.queryByRole('dialog')).toBeNull()
    } finally {
      vi.unstubAllGlobals()
    }
  }, TYPING)

  test('a product over the cap is refused in the server’s words, the form kept; removing one asks first', async () => {
    const { calls } = api({
      [route('GET', EXHIBITOR_PATHS.products)]: () => ok(productPage([product()])),
      [route('POST', EXHIBITOR_PATHS.productSave)]: () => fail(409, 'Maximum number of products reached (1)'),
      [route('POST', EXHIBITOR_PATHS.productRemove)]: () => ok({ removed: true }),
      'POST /api/blade-resource/oss/endpoint/put-file': () => ok({ fileId: 'B0123456789abcdef0123456789abcde', link: '/files/b.png', name: 'b.png', mimeType: 'image/png', width: 800, height: 600, thumbFileId: null, thumbLink: '/files/b-thumb.png' }),
    })
    const { view, shadow } = mount('/exhibitorSelfService/exhibit/list')
    expect(await view.findByText('1 of 2 products')).toBeTruthy()
    await userEvent.click(view.getByRole('button', { name: 'Remove CNC lathe' }))
    const dialog = await within(shadow as unknown as HTMLElement).findByRole('dialog')
    expect(calls.some((call) => call.path === EXHIBITOR_PATHS.productRemove)).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(calls.some((call) => call.path === EXHIBITOR_PATHS.productRemove)).toBe(true))

    await userEvent.click(view.getByRole('button', { name: 'Add a product' }))
    await userEvent.type(await view.findByRole('textbox', { name: /^Name in Chinese/ }), '激光切割机')
    await userEvent.type(view.getByRole('textbox', { name: /^Name in English/ }), 'Laser cutter')
    await userEvent.type(view.getByRole('textbox', { name: /^Description in Chinese/ }), '高速激光切割机，适合薄板加工。')
    await userEvent.type(view.getByRole('textbox', { name: /^Description in English/ }), 'A fast laser cutter for thin sheet.')
    await userEvent.selectOptions(view.getByRole('combobox', { name: /^Category/ }), 'machinery')
    await userEvent.click(view.getByRole('button', { name: 'Save product' }))
    expect(await view.findByText('Upload at least one product image')).toBeTruthy()
    fireEvent.change(shadow.querySelector('[data-part="images"] input[type="file"]')!, { target: { files: [new File([new Uint8Array(100)], 'b.png', { type: 'image/png' })] } })
    expect(await view.findByRole('img', { name: 'Product image 1' })).toBeTruthy()
    await userEvent.click(view.getByRole('button', { name: 'Save product' }))
    expect(await view.findByText('Maximum number of products reached (1)')).toBeTruthy()
    expect((view.getByRole('textbox', { name: /^Name in English/ }) as HTMLInputElement).value).toBe('Laser cutter')
    expect(calls.find((call) => call.path === EXHIBITOR_PATHS.productSave)!.body).toMatchObject({ product: { nameEn: 'Laser cutter', category: 'machinery', imageFileIds: ['B0123456789abcdef0123456789abcde'], videoFileId: null } })
  }, TYPING)

  test('an invitation opens without a login: the company, its booths, and the way to sign in', async () => {
    signOut()
    const { calls } = api({ [route('GET', EXHIBITOR_PATHS.inviteLanding)]: () => ok(landing()) })
    const { view } = mount('/exhibitorSelfService/exhInviteStaff?code=abcd-efgh')
    expect(await view.findByText('Strait Machinery invites you to register for your staff badge at Fair 1020.')).toBeTruthy()
    expect(calls.find((call) => call.path === EXHIBITOR_PATHS.inviteLanding)!.query.get('code')).toBe('ABCDEFGH')
    await userEvent.click(view.getByRole('button', { name: 'Sign in to fill in your data' }))
    expect(sessionStorage.getItem('fair:returnTo')).toContain('/exhibitorSelfService/exhInviteStaff')
  })

  test("a staff member reads the company's exhibits and badges but gets none of the admin's controls", async () => {
    api({
      [route('GET', EXHIBITOR_PATHS.info)]: () => ok(info({ role: 'staff' })),
      [route('GET', EXHIBITOR_PATHS.products)]: () => ok(productPage([product()])),
      [route('GET', EXHIBITOR_PATHS.credentials)]: () => ok(credentialList()),
    })
    const { view, element } = mount('/exhibitorSelfService/exhibit/list')
    expect(await view.findByText('Only the company admin can change this; you can look.')).toBeTruthy()
    expect(view.getByRole('heading', { name: 'CNC lathe' })).toBeTruthy()
    expect(view.queryByRole('button', { name: 'Add a product' })).toBeNull()
    expect(view.queryByRole('button', { name: 'Edit CNC lathe' })).toBeNull()
    expect(view.queryByRole('button', { name: 'Submit exhibits for review' })).toBeNull()
    element.remove()
    cleanup()
    const badges = mount('/exhibitorSelfService/documentManagement/list')
    expect(await badges.view.findByText('Only the company admin can change this; you can look.')).toBeTruthy()
    expect(badges.shadow.querySelector('[data-part="badge-rules"] [hidden]')).toBeTruthy()
  })

  test("an exhibitor's /auditing is the portal's review: a rejected catalogue says why and leads to the entry", async () => {
    api({
      [route('GET', EXHIBITOR_PATHS.status)]: () =>
        ok({
          exhibitionId: '1020',
          catalogue: { state: 'rejected', reason: 'Logo is blurred', submittedAt: '2026-09-01T08:00:00.000Z', decidedAt: '2026-09-02T08:00:00.000Z' },
          exhibits: { state: 'pending', reason: null, submittedAt: '2026-09-01T08:00:00.000Z', decidedAt: null },
          credentials: { draft: 1, pending: 2, approved: 0, rejected: 0 },
          rejectedCredentials: [],
          prerequisite: { journalComplete: false, exhibitsComplete: true, met: false },
        }),
    })
    const { view, shadow } = mount('/auditing')
    expect(await view.findByRole('heading', { name: 'Review', level: 1 })).toBeTruthy()
    expect(view.getByText('Not approved: Logo is blurred')).toBeTruthy()
    expect(shadow.querySelector('[data-part="review-exhibits"]')!.getAttribute('data-state')).toBe('pending')
    expect(view.getByRole('link', { name: 'Change and submit again' }).getAttribute('href')).toContain('/user-center/exhibitorReport')
    expect(view.getByText('Pending review: 2')).toBeTruthy()
  })

  test("an earlier fair's entry is copied into this fair's draft and fills the form", async () => {
    const { calls } = api({
      [route('GET', EXHIBITOR_PATHS.journalDraft)]: () => ok(journal()),
      [route('GET', EXHIBITOR_PATHS.journalHistory)]: () =>
        ok([{ ...journal({ nameCn: '海峡机械', nameEn: 'Strait Machinery 2025', contacts: '林海' }), id: '44444444-4444-4444-8444-444444444444', exhibitionId: '1010', exhibitionTitle: 'Fair 2025', updatedAt: '2025-09-01T08:00:00.000Z' }]),
      [route('POST', EXHIBITOR_PATHS.journalCopy)]: () => ok(journal({ id: '55555555-5555-4555-8555-555555555555', nameCn: '海峡机械', nameEn: 'Strait Machinery 2025', contacts: '林海', copiedFromId: '44444444-4444-4444-8444-444444444444' })),
    })
    const { view } = mount('/user-center/exhibitorReport')
    await userEvent.click(await view.findByRole('button', { name: 'Copy to this fair: the entry of Fair 2025' }))
    await waitFor(() => expect((view.getByRole('textbox', { name: 'Name in English' }) as HTMLInputElement).value).toBe('Strait Machinery 2025'))
    expect(calls.find((call) => call.path === EXHIBITOR_PATHS.journalCopy)!.body).toMatchObject({ id: '44444444-4444-4444-8444-444444444444', exhibitionId: '1020' })
  })

  test('after the deadline the badge list says applications are closed and nothing can be chosen to apply', async () => {
    api({
      [route('GET', EXHIBITOR_PATHS.info)]: () => ok(info()),
      [route('GET', EXHIBITOR_PATHS.credentials)]: () =>
        ok(credentialList({ closed: true, deadline: '2026-09-01T10:00:00.000Z', records: [{ id: '66666666-6666-4666-8666-666666666666', exhibitionId: '1020', type: 'staff', state: 'draft', reason: null, name: 'Li Lei', mobile: '13800138000', email: null, idNumberMasked: null, position: 'Sales', source: 'admin', userId: null, appliedAt: null, decidedAt: null, updatedAt: '2026-08-01T10:00:00.000Z' }] })),
    })
    const { view } = mount('/exhibitorSelfService/documentManagement/list')
    expect(await view.findByText('Document application is closed')).toBeTruthy()
    expect((view.getByRole('checkbox', { name: 'Choose Li Lei' }) as HTMLInputElement).disabled).toBe(true)
    expect((view.getByRole('button', { name: /^Apply for the chosen badges/ }) as HTMLButtonElement).disabled).toBe(true)
  })

  test('the badge deadline is told on the fair’s clock on a phone west of UTC', async () => {
    // Half an hour after the fair's midnight on 1 September: the evening of 31 August in California and in UTC.
    api({
      [route('GET', EXHIBITOR_PATHS.info)]: () => ok(info()),
      [route('GET', EXHIBITOR_PATHS.credentials)]: () => ok(credentialList({ deadline: '2026-08-31T16:30:00.000Z', records: [] })),
    })
    await onPhoneIn('America/Los_Angeles', async () => {
      const { view } = mount('/exhibitorSelfService/documentManagement/list')
      expect(await view.findByText('Applications close 1 Sept 2026, 00:30')).toBeTruthy()
    })
  })

  test('a language switch words the page again, messages included, and keeps what was typed', async () => {
    api({ [route('GET', EXHIBITOR_PATHS.journalDraft)]: () => ok(journal()) })
    const { view } = mount('/user-center/exhibitorReport')
    await userEvent.type(await view.findByRole('textbox', { name: 'Name in English' }), 'X')
    await userEvent.click(view.getByRole('button', { name: 'Submit for review' }))
    expect((await view.findAllByText('Please read and tick the exhibitor initiative letter')).length).toBe(1)
    act(() => setLanguage('cn'))
    expect(await view.findByText('请阅读并勾选参展商倡议书')).toBeTruthy()
    expect((view.getByRole('textbox', { name: '会刊名称（英文）' }) as HTMLInputElement).value).toBe('X')
  }, TYPING)
})
