import { describe, expect, it } from 'vitest'
import { $apiBase } from '@fairpass/core/session'
import { joinUrl } from './joinUrl'

describe('the join link', () => {
  it('is the app page with the link’s hash route, or the API origin’s app when embedded', () => {
    const path = '/registration?tenantId=000000&exhibitionId=1020&registerType=visitor&visitingGroupId=demo-group-1020-join-code'
    const before = $apiBase.get()
    $apiBase.set('https://api.fair.example/')
    expect(joinUrl({ path })).toBe(`https://api.fair.example/#${path}`)
    $apiBase.set('')
    expect(joinUrl({ path })).toBe(`${location.origin}${location.pathname}#${path}`)
    $apiBase.set(before)
  })
})
