import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { declaredUnpackedSize, memberTemplate, parseCsv, readMemberSheet } from './spreadsheet'
import { checkRows, memberMaxOf, processStatusOf, registrationStateOf } from './rules'

/* The group manager's plain rules: reading sheets, checking rows, the cap, the states. */

describe('reading a member sheet', () => {
  it('reads csv with quotes, semicolons and a BOM, headers in either language and any order', async () => {
    expect(parseCsv('\ufeffa,"b ""c""",d\r\n1,"2,3",4')).toEqual([['a', 'b "c"', 'd'], ['1', '2,3', '4']])
    expect(parseCsv('a;b\n1;2\n')).toEqual([['a', 'b'], ['1', '2']])
    const rows = await readMemberSheet('csv', Buffer.from('Mobile,Title,姓名\n+4915112345678,Buyer,Anna Schmidt\n,,\n13900000001,,王伟\n'))
    expect(rows).toEqual([
      { row: 2, values: { mobile: '+4915112345678', title: 'Buyer', name: 'Anna Schmidt' } },
      { row: 4, values: { mobile: '13900000001', name: '王伟' } },
    ])
  })

  it('refuses a sheet without a name column, formulas, or a zip that would unpack to a bomb', async () => {
    await expect(readMemberSheet('csv', Buffer.from('Phone\n13900000001\n'))).rejects.toMatchObject({ messageKey: 'error.group.importUnreadable' })
    await expect(readMemberSheet('csv', Buffer.from('Name\n-2+3\n'))).rejects.toMatchObject({ messageKey: 'error.group.importFormula', params: { n: 2 } })
    const template = await memberTemplate('xlsx')
    expect(declaredUnpackedSize(template)).toBeGreaterThan(template.length)
    const bomb = Buffer.from(template)
    // Claim a 4 GB entry in the central directory.
    const directory = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))
    bomb.writeUInt32LE(0xffffffff, directory + 24)
    await expect(readMemberSheet('xlsx', bomb)).rejects.toMatchObject({ messageKey: 'error.group.importTooMany' })
  })

  it('reads the template back: its example row is a valid member', async () => {
    const rows = await readMemberSheet('xlsx', await memberTemplate('xlsx'))
    expect(rows).toEqual([{ row: 2, values: { name: '张伟', mobile: '13800138000', email: 'zhang.wei@example.com', company: '福州示例贸易有限公司', title: '采购经理' } }])
    expect(checkRows(rows, new Set(), 'en').good).toHaveLength(1)
    const csv = await readMemberSheet('csv', await memberTemplate('csv'))
    expect(csv[0].values.name).toBe('张伟')
  })

  it('reads rich text and hyperlinked e-mails as their text', async () => {
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet('x')
    sheet.addRow(['Name', 'E-mail'])
    sheet.addRow([{ richText: [{ text: 'Ada ' }, { text: 'Lovelace' }] }, { text: 'ada@example.com', hyperlink: 'mailto:ada@example.com' }])
    const rows = await readMemberSheet('xlsx', Buffer.from(await book.xlsx.writeBuffer()))
    expect(rows[0].values).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' })
  })
})

describe('the rules', () => {
  it('reports duplicates within the file and against the group, with the row repeated', () => {
    const rows = [
      { row: 2, values: { name: 'Ada Lovelace', email: 'ADA@example.com' } },
      { row: 3, values: { name: 'Ada King', email: 'ada@example.com' } },
      { row: 4, values: { name: 'Alan Turing', mobile: '13900000002' } },
    ]
    const checked = checkRows(rows, new Set(['m:13900000002']), 'cn')
    expect(checked.good.map((row) => row.row)).toEqual([2])
    expect(checked.errors).toEqual([
      { row: 3, reasons: { _form: '该手机号或邮箱与第2行重复' } },
      { row: 4, reasons: { _form: '该手机号或邮箱已在团组中' } },
    ])
  })

  it('takes the cap from the configuration within bounds, and the states from the registration', () => {
    expect(memberMaxOf({})).toBe(50)
    expect(memberMaxOf({ groupMemberMax: 3 })).toBe(3)
    expect(memberMaxOf({ groupMemberMax: 99_999 })).toBe(2000)
    expect(memberMaxOf({ groupMemberMax: 'many' })).toBe(50)
    expect([processStatusOf(0), processStatusOf(null), processStatusOf(2)]).toEqual([0, 0, 1])
    expect(registrationStateOf(undefined)).toBe('none')
    expect(registrationStateOf({ completeResult: 'fail', examineResult: null })).toBe('incomplete')
    expect(registrationStateOf({ completeResult: 'succ', examineResult: null })).toBe('pending')
    expect(registrationStateOf({ completeResult: 'succ', examineResult: 'reject' })).toBe('reject')
  })
})
