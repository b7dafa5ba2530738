import { describe, expect, it } from 'vitest'
import { linkToQuery, normaliseLanguage, parseHash, parseLink, parseQuery, stringifyQuery } from './index'

describe('parseLink: parameters', () => {
  it('reads every link parameter of the spec from the hash query', () => {
    const hash =
      '#/registration?exhibitionId=e1&registerType=visitor&tenantId=t1&registerLinkId=rl1&languageType=en' +
      '&registrationSource=inviteCard&sourceDeptId=sd&sourceTicketTypeId=stt&ticketGiveRecordId=tgr' +
      '&sourceInviteUserId=siu&inviteUserId=iu&sourceCode=sc&visitingGroupId=vg&inviteUserName=Ann' +
      '&fissionParentBladeUserId=fp&signCodeId=sig&inviteType=QRCODE&inviteDeptId=idp&upgradeTicket=yes' +
      '&conferenceTypeId=ct&conferenceId=c1&from=pcIzt&fromUrl=https%3A%2F%2Fa.b%2Fc%3Fd%3D1&imasterCode=im' +
      '&targetUrl=questionnaire&openId=o1&pcJumpAccount=acc'
    expect(parseLink({ search: '', hash }).context).toEqual({
      exhibitionId: 'e1',
      registerType: 'visitor',
      tenantId: 't1',
      registerLinkId: 'rl1',
      languageType: 'en',
      registrationSource: 'inviteCard',
      sourceDeptId: 'sd',
      sourceTicketTypeId: 'stt',
      ticketGiveRecordId: 'tgr',
      sourceInviteUserId: 'siu',
      inviteUserId: 'iu',
      sourceCode: 'sc',
      visitingGroupId: 'vg',
      inviteUserName: 'Ann',
      fissionParentBladeUserId: 'fp',
      signCodeId: 'sig',
      inviteType: 'QRCODE',
      inviteDeptId: 'idp',
      upgradeTicket: 'yes',
      conferenceTypeId: 'ct',
      conferenceId: 'c1',
      from: 'pcIzt',
      fromUrl: 'https://a.b/c?d=1',
      imasterCode: 'im',
      targetUrl: 'questionnaire',
      openId: 'o1',
      pcJumpAccount: 'acc',
    })
  })

  it('reads parameters from location.search', () => {
    expect(parseLink({ search: '?tenantId=t1&exhibitionId=e1', hash: '#/registration' }).context).toEqual({
      tenantId: 't1',
      exhibitionId: 'e1',
    })
  })

  it('lets the hash win over the search', () => {
    const { context } = parseLink({ search: '?tenantId=fromSearch&registerType=visitor', hash: '#/x?tenantId=fromHash' })
    expect(context).toEqual({ tenantId: 'fromHash', registerType: 'visitor' })
  })

  it('accepts a full URL string, a bare hash and a bare search', () => {
    expect(parseLink('https://fair.example/h5/?tenantId=a#/registration?exhibitionId=b').context).toEqual({
      tenantId: 'a',
      exhibitionId: 'b',
    })
    expect(parseLink('#/registration?exhibitionId=b').context).toEqual({ exhibitionId: 'b' })
    expect(parseLink('?tenantId=a').context).toEqual({ tenantId: 'a' })
  })

  it('ignores unknown parameters', () => {
    expect(parseLink('#/registration?utm_source=wx&foo=bar&tenantId=t').context).toEqual({ tenantId: 't' })
  })

  it('trims values and drops empty, "undefined" and "null" ones', () => {
    const { context } = parseLink('#/r?tenantId=%20t1%20&exhibitionId=&registerLinkId=undefined&sourceCode=null&openId=+o+')
    expect(context).toEqual({ tenantId: 't1', openId: 'o' })
  })

  it('normalises languageType and drops unknown languages', () => {
    expect(parseLink('#/r?languageType=EN').context.languageType).toBe('en')
    expect(parseLink('#/r?languageType=%20cn%20').context.languageType).toBe('cn')
    expect(parseLink('#/r?languageType=zh').context.languageType).toBeUndefined()
    expect(parseLink('#/r?languageType=en-US').context.languageType).toBeUndefined()
    expect(normaliseLanguage(null)).toBeUndefined()
  })

  it('keeps only known values of from and targetUrl', () => {
    expect(parseLink('#/r?from=miniApp&targetUrl=infoWap').context).toEqual({ from: 'miniApp', targetUrl: 'infoWap' })
    expect(parseLink('#/r?from=browser&targetUrl=home').context).toEqual({})
  })
})

describe('parseLink: redirects', () => {
  it('has no redirect for an ordinary link', () => {
    expect(parseLink('#/registration?tenantId=t').redirect).toBeUndefined()
  })

  it('rewrites a hash with two question marks to /jump, merging every parameter', () => {
    const parsed = parseLink('#/registration?tenantId=t1&exhibitionId=e1?from=miniApp&registerType=visitor')
    expect(parsed.redirect).toBe('/jump')
    expect(parsed.context).toEqual({ tenantId: 't1', exhibitionId: 'e1', from: 'miniApp', registerType: 'visitor' })
  })

  it('sends isOpenAdapt=yes to /jump and keeps the link parameters', () => {
    const parsed = parseLink('#/registration?isOpenAdapt=yes&tenantId=t1')
    expect(parsed.redirect).toBe('/jump')
    expect(parsed.context).toEqual({ tenantId: 't1', isOpenAdapt: true })
  })

  it('sends isOpenGeo=yes to /geo and keeps the link parameters', () => {
    const parsed = parseLink({ search: '?isOpenGeo=YES&exhibitionId=e', hash: '' })
    expect(parsed.redirect).toBe('/geo')
    expect(parsed.context).toEqual({ exhibitionId: 'e', isOpenGeo: true })
  })

  it('ignores isOpenAdapt and isOpenGeo values other than yes', () => {
    const parsed = parseLink('#/r?isOpenAdapt=no&isOpenGeo=true')
    expect(parsed.redirect).toBeUndefined()
    expect(parsed.context).toEqual({})
  })

  it('prefers /jump when a link asks for both', () => {
    expect(parseLink('#/r?isOpenGeo=yes&isOpenAdapt=yes').redirect).toBe('/jump')
  })
})

describe('parseLink: third-party token', () => {
  it('finds access_token in the hash query', () => {
    expect(parseLink('#/registration?tenantId=t&access_token=abc.def').thirdPartyToken).toBe('abc.def')
  })

  it('finds token in the hash query', () => {
    expect(parseLink('#/registration?token=xyz').thirdPartyToken).toBe('xyz')
  })

  it('finds a bare #access_token= fragment', () => {
    const parsed = parseLink('https://fair.example/?tenantId=t#access_token=tok&token_type=bearer&expires_in=3600')
    expect(parsed.thirdPartyToken).toBe('tok')
    expect(parsed.context).toEqual({ tenantId: 't' })
  })

  it('finds a fragment appended after the route', () => {
    expect(parseLink('#/registration?tenantId=t#access_token=tok2').thirdPartyToken).toBe('tok2')
  })

  it('does not take a token from the search', () => {
    expect(parseLink({ search: '?access_token=leak', hash: '#/registration' }).thirdPartyToken).toBeUndefined()
  })
})

describe('linkToQuery', () => {
  it('round-trips a context through parseLink', () => {
    const context = { tenantId: 't 1', exhibitionId: 'e&1', languageType: 'en' as const, fromUrl: 'https://a/b?c=1' }
    expect(parseLink(`#/jump?${linkToQuery(context)}`).context).toEqual(context)
  })

  it('leaves out the redirect flags and empty values', () => {
    expect(linkToQuery({ tenantId: 't', isOpenAdapt: true, isOpenGeo: true, sourceCode: '' })).toBe('tenantId=t')
  })
})

describe('query helpers', () => {
  it('parseQuery keeps the last repeated key and survives bad escapes', () => {
    expect(parseQuery('?a=1&a=2&b=%E4%B8%AD&c=%E4&d')).toEqual({ a: '2', b: '中', c: '%E4', d: '' })
  })

  it('stringifyQuery skips empty values', () => {
    expect(stringifyQuery({ a: 1, b: undefined, c: null, d: '', e: 'x y' })).toBe('a=1&e=x%20y')
  })

  it('parseHash returns path, query and flags', () => {
    expect(parseHash('')).toEqual({ path: '/', query: {}, extraQuestionMarks: false, fragment: {} })
    expect(parseHash('#order/12?x=1')).toEqual({ path: '/order/12', query: { x: '1' }, extraQuestionMarks: false, fragment: {} })
    expect(parseHash('#/a?x=1?y=2').extraQuestionMarks).toBe(true)
  })
})
