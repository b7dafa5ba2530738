import { beforeEach, describe, expect, test } from 'vitest'
import { setLanguage } from '@fairpass/core/session'
import setupCn from '../messages/setup.cn'
import setupEn from '../messages/setup.en'
import { boardInput, buildField, buildInput, createBoardForm, createBuildForm, formatBytes } from './setupStore'

const ref = { tenantId: '000000', exhibitionId: '1020', registerType: 'exhibitorDept' }
const nineSquareMetres = { standardArea: 9, maxShelvesAndRods: 10, maxFlowTables: 1 }

/** Every key of a message tree, dotted. */
const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' && value ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]))

beforeEach(() => setLanguage('en'))

describe('booth setup forms', () => {
  test('the texts exist in both languages under the same keys', () => {
    expect(keysOf(setupCn).sort()).toEqual(keysOf(setupEn).sort())
  })

  test('an emptied count is no number (the schema asks for one), not a silent 0; a decimal comma is read as a point', () => {
    expect(boardInput({ textCn: 'a', textEn: 'b', shelves: '', hangingRods: '3', flowTables: '1' }).furniture).toEqual({ shelves: Number.NaN, hangingRods: 3, flowTables: 1 })
    const build = buildInput('b1', { builderName: 'X', builderContact: 'Y', builderMobile: '13800138000', builderEmail: ' ', heightM: '4,5', floorLoadKgM2: '', drawings: [{ fileId: 'f1', link: '/f1', thumbLink: null }] })
    expect(build).toMatchObject({ boothId: 'b1', builderEmail: null, heightM: 4.5, drawingFileIds: ['f1'] })
    expect(build.floorLoadKgM2).toBeNaN()
    expect(buildField('drawingFileIds.0')).toBe('drawings')
    expect(buildField('builderName')).toBe('builderName')
  })

  test('11 hanging rods on a 9 m² booth are refused on the phone with the spec §9 rule, in the page language; 10 pass', async () => {
    const form = createBoardForm(ref, () => nineSquareMetres)
    form.fill({ textCn: '蓝海电子', textEn: 'Blue Ocean', shelves: '0', hangingRods: '11', flowTables: '1' })
    expect(await form.check()).toEqual({ shelves: 'At most 10 shelves and hanging rods together for a 9 m² booth' })
    setLanguage('cn')
    form.set('flowTables', '2')
    expect(await form.check()).toEqual({ shelves: '9平方米展位的层板与挂杆合计最多10个', flowTables: '9平方米展位最多1张洽谈桌' })
    form.fill({ textCn: '蓝海电子', textEn: 'Blue Ocean', shelves: '4', hangingRods: '6', flowTables: '1' })
    expect(await form.check()).toBeNull()
  })

  test('a fascia in English must be Latin letters on one line; the Chinese one at most 20 characters', async () => {
    const form = createBoardForm(ref, () => nineSquareMetres)
    form.fill({ textCn: '蓝'.repeat(21), textEn: '蓝海', shelves: '0', hangingRods: '0', flowTables: '0' })
    const errors = await form.check()
    expect(Object.keys(errors ?? {}).sort()).toEqual(['textCn', 'textEn'])
  })

  test('a special build of 5.5 m is refused with the 5 m rule; 4.5 m with a drawing passes', async () => {
    const form = createBuildForm(ref, () => '8c1d0000-0000-4000-8000-000000000001')
    const values = { builderName: 'Xiamen Expo Builders', builderContact: 'Chen Gong', builderMobile: '13800138000', builderEmail: '', heightM: '5.5', floorLoadKgM2: '3000', drawings: [{ fileId: 'a'.repeat(32), link: '/x', thumbLink: null }] }
    form.fill(values)
    expect((await form.check())?.heightM).toBe('A special build is at most 5 m high')
    form.fill({ ...values, heightM: '4.5', drawings: [] })
    expect(Object.keys((await form.check()) ?? {})).toEqual(['drawings'])
  })

  test('file sizes as people read them', () => {
    expect(formatBytes(2048)).toBe('2 KB')
    expect(formatBytes(3.4 * 1024 * 1024)).toBe('3.4 MB')
  })
})
