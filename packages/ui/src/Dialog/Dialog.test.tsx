import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setLanguage } from '@fairpass/core/session'
import { PortalContainerContext } from '@fairpass/core/element'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Dialog } from './Dialog'

beforeEach(() => setLanguage('en'))
afterEach(cleanup)

function Confirm({ description }: { description?: string }) {
  const [open, setOpen] = useState(true)
  return (
    <Dialog open={open} onOpenChange={setOpen} title="Cancel this order?" description={description}>
      <p>Your seats are released.</p>
    </Dialog>
  )
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, with a labelled close button that closes it', async () => {
    render(<Confirm description="You can buy again later." />)
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' })
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('You can buy again later.').id)
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('labels the close button in Chinese', () => {
    setLanguage('cn')
    render(<Confirm />)
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy()
  })

  it('closes on Escape', async () => {
    render(<Confirm />)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("portals into the element's portal container", () => {
    const host = document.createElement('div')
    const shadowRoot = host.attachShadow({ mode: 'open' })
    const portal = document.createElement('div')
    shadowRoot.append(portal)
    document.body.append(host)
    render(
      <PortalContainerContext value={portal}>
        <Confirm />
      </PortalContainerContext>,
    )
    expect(portal.querySelector('[role="dialog"]')?.textContent).toContain('Cancel this order?')
    expect(document.body.querySelector('[role="dialog"]')).toBeNull()
    host.remove()
  })
})
