import { describe, expect, it } from 'vitest'
import { LISTENER_APPLICATION_NAME, listenerConnectionString } from './index'

describe('the listening connection’s name', () => {
  it('names the connection so that it can be told from the pool’s', () => {
    const url = new URL(listenerConnectionString('postgres://fair@db.internal:5432/fairpass?sslmode=require'))
    expect(url.searchParams.get('application_name')).toBe(LISTENER_APPLICATION_NAME)
    expect(url.searchParams.get('sslmode')).toBe('require')
    expect(`${url.username}@${url.host}${url.pathname}`).toBe('fair@db.internal:5432/fairpass')
  })

  it('keeps the operator’s name in front', () => {
    const url = new URL(listenerConnectionString('postgres://fair@127.0.0.1/test?application_name=fair-eu-1'))
    expect(url.searchParams.get('application_name')).toBe(`fair-eu-1/${LISTENER_APPLICATION_NAME}`)
  })

  it('leaves a connection string it cannot read as it is, for node-postgres to read', () => {
    expect(listenerConnectionString('host=/var/run/postgresql dbname=test')).toBe('host=/var/run/postgresql dbname=test')
  })
})
