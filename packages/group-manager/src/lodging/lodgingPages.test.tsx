import { waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { LODGING_PATHS as L, type LodgingBookingView, type LodgingOptions, type VehicleView } from '@fairpass/core/contract'
import { areaApi, clearElementPage, freshElementPage, mountAreaElement, ok } from '@fairpass/core/testing'
import { vehiclesOf } from '../parking/parkingStore'
import { EXHIBITION, MEMBER_ID, OTHER_ID } from '../testing/fixtures'
import { bookingsOf, optionsOf } from './lodgingStore'
import '../element/index'

/* The lodging and parking pages in the real <fair-group-manager> against a fake API at the fetch level. */

const mount = (initialPath: string) => mountAreaElement('fair-group-manager', initialPath, { 'register-type': 'visitingGroup' })

const BOOKING_ID = '44444444-4444-4444-8444-444444444444'

const options = (overrides: Partial<LodgingOptions> = {}): LodgingOptions => ({
  range: { firstCheckIn: '2026-12-25', lastCheckOut: '2026-12-29' },
  hotels: [
    {
      id: '55555555-5555-4555-8555-555555555555',
      name: 'Hongqiao Business Hotel',
      address: '88 Shenhong Road',
      roomTypes: [{ id: '66666666-6666-4666-8666-666666666666', name: 'Business twin room', beds: 2, priceFen: 56_000, allotment: 60, left: { '2026-12-25': 60, '2026-12-26': 60, '2026-12-27': 60, '2026-12-28': 60 } }],
    },
  ],
  parking: { firstDay: '2026-12-26', lastDay: '2026-12-28', vehicleMax: 5 },
  members: [
    { id: MEMBER_ID, name: 'Wang Lei' },
    { id: OTHER_ID, name: 'Liu Fang' },
  ],
  leaderName: 'Chen Jing',
  ...overrides,
})

const booking = (overrides: Partial<LodgingBookingView> = {}): LodgingBookingView => ({
  id: BOOKING_ID,
  hotelName: 'Hongqiao Business Hotel',
  roomTypeId: '66666666-6666-4666-8666-666666666666',
  roomTypeName: 'Business twin room',
  beds: 2,
  checkIn: '2026-12-25',
  checkOut: '2026-12-28',
  nights: 3,
  rooms: 2,
  priceFen: 56_000,
  totalFen: 336_000,
  occupants: [{ room: 1, memberId: MEMBER_ID, name: 'Wang Lei' }],
  createdAt: '2026-11-26T08:00:00Z',
  ...overrides,
})

beforeEach(() => {
  freshElementPage({ registerType: 'visitingGroup', token: 'leader-token' })
  optionsOf(EXHIBITION).reset()
  bookingsOf(EXHIBITION).reset()
  vehiclesOf(EXHIBITION).reset()
})
afterEach(clearElementPage)

describe('lodging', () => {
  test('shows the range and the bookings with nights and the total paid at the hotel; cancelling asks first, then tells the host', async () => {
    const { calls } = areaApi({
      [`GET ${L.options}`]: () => ok(options()),
      [`GET ${L.bookings}`]: () => ok(calls.some((call) => call.path === L.cancel) ? [] : [booking()]),
      [`POST ${L.cancel}`]: () => ok({ cancelled: true }),
    })
    const { view, element } = mount('/stayManage')
    const cancelled = vi.fn()
    element.addEventListener('fair-lodging-cancelled', (event) => cancelled((event as CustomEvent).detail))
    expect(await view.findByText('Book from check-in on Fri, 25 Dec 2026 to check-out on Tue, 29 Dec 2026 at the latest.')).toBeTruthy()
    expect(await view.findByText('Total ¥3,360.00, paid at the hotel')).toBeTruthy()
    expect(view.getByText(/1 of 4 beds assigned/)).toBeTruthy()
    await userEvent.click(view.getByRole('button', { name: 'Cancel booking' }))
    const dialog = await view.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))
    await waitFor(() => expect(cancelled).toHaveBeenCalledWith({ exhibitionId: '1020', bookingId: BOOKING_ID }))
    expect(await view.findByText('No bookings yet.')).toBeTruthy()
  })

  test('a leader without a group is sent to create it', async () => {
    areaApi({ [`GET ${L.options}`]: () => ({ status: 404, body: { code: 404, success: false, msg: 'Create your group first', data: null } }) })
    const { view } = mount('/stayManage')
    expect(await view.findByRole('link', { name: 'Go to the group' })).toBeTruthy()
  })

  test('rooms: a member is put in a room with a free bed; a full room offers nobody', async () => {
    const { calls } = areaApi({
      [`GET ${L.options}`]: () => ok(options()),
      [`GET ${L.bookings}`]: () => ok([booking()]),
      [`POST ${L.assign}`]: () => ok(booking({ occupants: [{ room: 1, memberId: MEMBER_ID, name: 'Wang Lei' }, { room: 1, memberId: OTHER_ID, name: 'Liu Fang' }] })),
    })
    const { view } = mount(`/selectRoomPersonList?id=${BOOKING_ID}`)
    const select = await view.findByRole('combobox', { name: 'Member for room 1' })
    await waitFor(() => expect(within(select).queryByRole('option', { name: 'Liu Fang' })).toBeTruthy())
    await userEvent.selectOptions(select, OTHER_ID)
    await userEvent.click(view.getAllByRole('button', { name: 'Assign' })[0])
    expect(await view.findByText('All beds taken.')).toBeTruthy()
    expect(calls.find((call) => call.path === L.assign)?.body).toMatchObject({ bookingId: BOOKING_ID, room: 1, memberId: OTHER_ID })
  })
})

describe('parking', () => {
  test('a plate no office issues is refused here, nothing typed lost; then registered with its pass and the event', async () => {
    const vehicle: VehicleView = { id: '77777777-7777-4777-8777-777777777777', plateKind: 'mainland', plate: '沪A12345', country: null, driver: 'leader', driverName: 'Chen Jing', days: ['2026-12-26'], passCode: 'PABCDEFGHJKLM' }
    const { calls } = areaApi({
      [`GET ${L.options}`]: () => ok(options()),
      [`GET ${L.vehicles}`]: () => ok([]),
      [`POST ${L.addVehicle}`]: () => ok(vehicle),
    })
    const { view, element } = mount('/parking')
    const registered = vi.fn()
    element.addEventListener('fair-vehicle-registered', (event) => registered((event as CustomEvent).detail))
    const plate = await view.findByRole('textbox', { name: /Plate number/ })
    await userEvent.type(plate, '沪I12345')
    await userEvent.click(view.getByRole('checkbox', { name: 'Sat, 26 Dec 2026' }))
    await userEvent.click(view.getByRole('button', { name: 'Register vehicle' }))
    expect((await view.findAllByText(/Enter a valid plate of the kind chosen/)).length).toBeGreaterThan(0)
    expect((plate as HTMLInputElement).value).toBe('沪I12345')
    expect(calls.some((call) => call.path === L.addVehicle)).toBe(false)

    await userEvent.type(plate, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}A12345')
    await userEvent.click(view.getByRole('button', { name: 'Register vehicle' }))
    expect(await view.findByRole('img', { name: 'Parking pass QR code for 沪A12345' })).toBeTruthy()
    expect(view.getByText('1 of 5 vehicles registered')).toBeTruthy()
    expect(calls.find((call) => call.path === L.addVehicle)?.body).toMatchObject({ vehicle: { plateKind: 'mainland', plate: '沪A12345' }, driver: 'leader', days: ['2026-12-26'] })
    expect(registered).toHaveBeenCalledWith({ exhibitionId: '1020', vehicleId: vehicle.id, passCode: 'PABCDEFGHJKLM' })
  })
})
