import { describe, expect, it } from 'vitest'
import { CUSTOMER_PATHS, TICKET_PATHS } from '@fairpass/core/contract'
import { treatmentOf, type RequestFacts } from './rules'

const SCOPE = 'https://fair.example/'
const get = (url: string, mode = 'cors'): RequestFacts => ({ url: new URL(url, SCOPE).href, method: 'GET', mode })
const navigate = (url: string) => get(url, 'navigate')

describe('treatmentOf', () => {
  it('answers page loads of the app with the network, else the precached page', () => {
    expect(treatmentOf(navigate('/'), SCOPE)).toBe('appShell')
    expect(treatmentOf(navigate('/index.html'), SCOPE)).toBe('appShell')
    // Messaging apps add their own query to a shared link; the route is in the hash, which never reaches the worker.
    expect(treatmentOf(navigate('/?from=singlemessage&isappinstalled=0'), SCOPE)).toBe('appShell')
  })

  it('leaves every other page to the network: the embed demo, the cashier, the API documents, the dev outbox', () => {
    for (const path of ['/embed.html', '/api/pay/sandbox/cashier/5f0c', '/api/docs', '/api/dev/outbox?to=a@b.example', '/lib/fair.js', '/pc/', '/other.html']) {
      expect(treatmentOf(navigate(path), SCOPE), path).toBe('network')
    }
  })

  it('serves built files (hashed, under assets/) from the precache and caches', () => {
    expect(treatmentOf(get('/assets/startup-HWFkUSzW.js'), SCOPE)).toBe('asset')
    expect(treatmentOf(get('/assets/texts.cn-Ab12Cd34.js'), SCOPE)).toBe('asset')
    expect(treatmentOf(get('/assets/index-x1.css', 'no-cors'), SCOPE)).toBe('asset')
  })

  it('never keeps an API answer: private calls, the configuration, and every write go to the network', () => {
    const api = [
      CUSTOMER_PATHS.scan,
      CUSTOMER_PATHS.list,
      CUSTOMER_PATHS.membership,
      TICKET_PATHS.pay,
      '/api/ef-registration-config-client/registerConfig/pageConfig?tenantId=000000&exhibitionId=1020&registerType=visitor&languageType=cn',
      '/api/blade-user/userInfo',
    ]
    for (const path of api) {
      expect(treatmentOf(get(path), SCOPE), path).toBe('network')
      expect(treatmentOf({ ...get(path), method: 'POST' }, SCOPE), path).toBe('network')
    }
  })

  it('answers nothing it did not build: other methods, other origins, outside its scope', () => {
    expect(treatmentOf({ ...navigate('/'), method: 'POST' }, SCOPE)).toBe('network')
    expect(treatmentOf({ ...get('/assets/a-1.js'), method: 'HEAD' }, SCOPE)).toBe('network')
    expect(treatmentOf(get('https://res.wx.qq.com/open/js/jweixin-1.6.0.js'), SCOPE)).toBe('network')
    expect(treatmentOf(navigate('https://other.example/'), SCOPE)).toBe('network')
    expect(treatmentOf(get('https://other.example/assets/a-1.js'), SCOPE)).toBe('network')
    // A worker registered for the app under /fair/ (a sub-path deployment) keeps to it.
    expect(treatmentOf(navigate('https://fair.example/fair/'), 'https://fair.example/fair/')).toBe('appShell')
    expect(treatmentOf(navigate('https://fair.example/'), 'https://fair.example/fair/')).toBe('network')
    expect(treatmentOf(get('https://fair.example/assets/a-1.js'), 'https://fair.example/fair/')).toBe('network')
  })
})
