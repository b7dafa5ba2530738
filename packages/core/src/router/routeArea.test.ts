import { describe, expect, it } from 'vitest'
import { routeAreaFor } from './routeArea'
import { ROUTES } from './routes'

const row = (path: string) => ROUTES.find((definition) => definition.path === path)!

describe('routeAreaFor', () => {
  it("gives an exhibitor's /user-center and /auditing to the exhibitor portal (spec §4 rule 8), a visitor's to registration", () => {
    for (const path of ['/user-center', '/auditing']) {
      expect(routeAreaFor(row(path), 'exhibitorDept')).toBe('exhibitor-portal')
      expect(routeAreaFor(row(path), 'electronic_journal')).toBe('exhibitor-portal')
      expect(routeAreaFor(row(path), 'visitor')).toBe('registration')
      expect(routeAreaFor(row(path), undefined)).toBe('registration')
    }
  })

  it('leaves every other route to its own area whoever asks', () => {
    expect(routeAreaFor(row('/wallet'), 'exhibitorDept')).toBe('wallet')
    expect(routeAreaFor(row('/confirmation'), 'exhibitorDept')).toBe('registration')
  })
})
