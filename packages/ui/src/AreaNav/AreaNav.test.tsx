import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setLanguage } from '@fairpass/core/session'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AreaNav, type AreaNavLink } from './AreaNav'

beforeEach(() => setLanguage('en'))
afterEach(cleanup)

type Key = 'home' | 'list' | 'print' | 'parking'
const LINKS: ReadonlyArray<AreaNavLink<Key>> = [
  { key: 'home', path: '/home', label: 'Home' },
  { key: 'list', path: '/list', label: 'List' },
  { key: 'print', path: '/print', label: 'Print', more: true },
  { key: 'parking', path: '/parking', label: 'Parking', more: true },
]

describe('AreaNav', () => {
  it('shows the main links in the row and the others behind a "More" disclosure; the current page is no link', async () => {
    render(<AreaNav label="Pages" links={LINKS} here="home" />)
    const nav = screen.getByRole('navigation', { name: 'Pages' })
    expect(nav.getAttribute('data-state')).toBe('closed')
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull()
    expect(screen.getByRole('link', { name: 'List' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Print' })).toBeNull()

    const more = await screen.findByRole('button', { name: 'More' })
    expect(more.getAttribute('aria-expanded')).toBe('false')
    const list = document.getElementById(more.getAttribute('aria-controls')!)!
    expect(list.hidden).toBe(true)
    await userEvent.click(more)
    expect(more.getAttribute('aria-expanded')).toBe('true')
    expect(list.hidden).toBe(false)
    expect(screen.getByRole('link', { name: 'Print' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Parking' })).toBeTruthy()
    await userEvent.click(more)
    expect(screen.queryByRole('link', { name: 'Parking' })).toBeNull()
  })

  it('closes the list when the page changes', async () => {
    const { rerender } = render(<AreaNav label="Pages" links={LINKS} here="home" />)
    await userEvent.click(await screen.findByRole('button', { name: 'More' }))
    expect(screen.getByRole('link', { name: 'Print' })).toBeTruthy()
    rerender(<AreaNav label="Pages" links={LINKS} here="print" />)
    expect(screen.getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('link', { name: 'Parking' })).toBeNull()
  })

  it('has no "More" when every link is a main one', () => {
    render(<AreaNav label="Pages" links={LINKS.filter((entry) => !entry.more)} here="other" />)
    expect(screen.getAllByRole('link')).toHaveLength(2)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('names the button in Chinese', async () => {
    setLanguage('cn')
    render(<AreaNav label="Pages" links={LINKS} here="other" />)
    expect(await screen.findByRole('button', { name: '更多' })).toBeTruthy()
  })
})
