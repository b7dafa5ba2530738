import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Card } from '../Card/Card'
import { Page } from './Page'

afterEach(cleanup)

describe('Page and Card', () => {
  it('give the page a level-1 title, a main region and named card sections', () => {
    render(
      <Page title="Visitor registration" headerEnd={<button type="button">Language</button>}>
        <Card title="Your ticket">content</Card>
      </Page>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Visitor registration' })).toBeTruthy()
    expect(screen.getByRole('main').textContent).toContain('content')
    expect(screen.getByRole('region', { name: 'Your ticket' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Language' })).toBeTruthy()
  })
})
