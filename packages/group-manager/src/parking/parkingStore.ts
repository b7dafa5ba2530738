import { atom } from 'nanostores'
import type { AreaInstance, ExhibitionRef } from '@fairpass/core/area'
import type { VehicleView } from '@fairpass/core/contract'
import { createForm, lastPart, loadValidation } from '@fairpass/core/forms'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { perExhibition, refusalOf, resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import type { PlateKind } from '@fairpass/core/validation'
import { addVehicle, fetchVehicles, removeVehicle } from '../lodging/api'

export const vehiclesOf = perExhibition((ref: ExhibitionRef) => resource(() => fetchVehicles(ref)))

type Emit = AreaInstance['emit']

export interface VehicleValues {
  plateKind: PlateKind
  plate: string
  country: string
  driver: string
  days: string[]
}

export const EMPTY_VEHICLE: VehicleValues = { plateKind: 'mainland', plate: '', country: '', driver: 'leader', days: [] }

export const vehicleInput = (values: VehicleValues) => ({
  vehicle: { plateKind: values.plateKind, plate: values.plate, ...(values.plateKind === 'foreign' ? { country: values.country } : {}) },
  driver: values.driver,
  days: [...values.days].sort(),
})

export function createVehicleForm(ref: ExhibitionRef) {
  return createForm<VehicleValues>(EMPTY_VEHICLE, async (values) => {
    const { vehicleAddSchema, fieldErrors } = await loadValidation()
    const parsed = vehicleAddSchema.safeParse({ tenantId: ref.tenantId, exhibitionId: ref.exhibitionId, languageType: $language.get(), ...vehicleInput(values) })
    if (parsed.success) return null
    const errors: Record<string, string> = {}
    for (const [path, message] of Object.entries(fieldErrors(parsed.error, $language.get()))) errors[lastPart(path)] ??= message
    return errors
  })
}
export type VehicleForm = ReturnType<typeof createVehicleForm>

/** A day ticked or unticked. */
export function toggleDay(days: readonly string[], day: string, on: boolean): string[] {
  return on ? [...new Set([...days, day])].sort() : days.filter((each) => each !== day)
}

/** Registers; a refusal (a bad plate, the cap, a plate already registered) stays beside the form with what was typed. */
export async function register(ref: ExhibitionRef, form: VehicleForm, emit: Emit): Promise<VehicleView | null> {
  const saved = await form.submit((values) => addVehicle(ref, vehicleInput(values)), { fields: lastPart })
  if (!saved) return null
  const list = vehiclesOf(ref).$store.get().data
  vehiclesOf(ref).set([...(list ?? []), saved])
  form.fill({ ...EMPTY_VEHICLE, days: form.$form.get().values.days })
  emit('fair-vehicle-registered', { exhibitionId: ref.exhibitionId, vehicleId: saved.id, passCode: saved.passCode })
  notify(t('lodging.parking.registered', { plate: saved.plate }), 'success')
  return saved
}

export const $removingVehicle = atom<{ busy: boolean; refusal: string }>({ busy: false, refusal: '' })

export async function remove(ref: ExhibitionRef, vehicle: VehicleView): Promise<boolean> {
  if ($removingVehicle.get().busy) return false
  $removingVehicle.set({ busy: true, refusal: '' })
  try {
    await removeVehicle(ref, vehicle.id)
    const list = vehiclesOf(ref).$store.get().data
    if (list) vehiclesOf(ref).set(list.filter((each) => each.id !== vehicle.id))
    notify(t('lodging.parking.removed', { plate: vehicle.plate }), 'success')
    $removingVehicle.set({ busy: false, refusal: '' })
    return true
  } catch (error) {
    $removingVehicle.set({ busy: false, refusal: refusalOf(error).message || t('core.networkError') })
    return false
  }
}
