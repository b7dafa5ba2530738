import { describe, expect, it } from 'vitest'
import {
  COMMERCE_REGISTER_TYPES,
  EXHIBITOR_INVITE_TENANT_IDS,
  EXHIBITOR_REGISTER_TYPES,
  isSwitchOn,
  registerTypeGroup,
  topRegisterTypeFor,
} from './index'

describe('registerTypeGroup', () => {
  it.each([
    ['visitor', 'visitor'],
    ['professionalVisitor', 'visitor'],
    ['media', 'media'],
    ['visitingGroup', 'group'],
    ['conference', 'conference'],
    ['subordinate', 'other'],
    ['', 'other'],
    [null, 'other'],
  ] as const)('%s → %s', (registerType, group) => {
    expect(registerTypeGroup(registerType)).toBe(group)
  })
  it('knows every exhibitor and commerce type of spec §6', () => {
    expect(EXHIBITOR_REGISTER_TYPES).toHaveLength(8)
    for (const type of EXHIBITOR_REGISTER_TYPES) expect(registerTypeGroup(type)).toBe('exhibitor')
    for (const type of COMMERCE_REGISTER_TYPES) expect(registerTypeGroup(type)).toBe('commerce')
  })
  it('accepts other lists', () => {
    expect(registerTypeGroup('guest', { visitorTypes: ['guest'] })).toBe('visitor')
    expect(registerTypeGroup('visitor', { visitorTypes: ['guest'] })).toBe('other')
  })
})

describe('topRegisterTypeFor', () => {
  it.each(EXHIBITOR_INVITE_TENANT_IDS)('tenant %s registers visitors as exhibitorInviteVisitor', (tenantId) => {
    expect(topRegisterTypeFor(tenantId, 'visitor')).toBe('exhibitorInviteVisitor')
    expect(topRegisterTypeFor(Number(tenantId), 'professionalVisitor')).toBe('exhibitorInviteVisitor')
  })
  it('keeps non-visitor types and other tenants as they are', () => {
    expect(topRegisterTypeFor('988289', 'exhibitorDept')).toBe('exhibitorDept')
    expect(topRegisterTypeFor('100000', 'visitor')).toBe('visitor')
    expect(topRegisterTypeFor(null, 'visitor')).toBe('visitor')
  })
})

describe('isSwitchOn', () => {
  it('reads the switch spellings the backend uses', () => {
    for (const value of [true, 'on', 'ON', 'yes', 'true', '1', 1]) expect(isSwitchOn(value), String(value)).toBe(true)
    for (const value of [false, 'off', 'no', '0', 0, '', null, undefined]) expect(isSwitchOn(value), String(value)).toBe(false)
  })
})
