import { cleanup, render, screen, waitFor } from '@testing-library/react'
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

  it('gives focus back to the control that opened it, also when the dialog is unmounted on close', async () => {
    function Opener() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Privacy Policy
          </button>
          {open && (
            <Dialog open onOpenChange={setOpen} title="Privacy Policy">
              <p>We keep your data in China.</p>
            </Dialog>
          )}
        </>
      )
    }
    render(<Opener />)
    const opener = screen.getByRole('button', { name: 'Privacy Policy' })
    await userEvent.click(opener)
    expect(document.activeElement).not.toBe(opener)
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(opener))
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
