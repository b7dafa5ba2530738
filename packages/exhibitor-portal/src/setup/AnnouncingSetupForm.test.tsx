import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { AreaContext, createAreaInstance } from '@fairpass/core/area'
import { pageRouter } from '@fairpass/core/router'
import { AnnouncingSetupForm } from './AnnouncingSetupForm'

/* The host page hears of a setup save only when it went through: a refusal (null) stays inside the element. */

const DETAIL = { exhibitionId: '1020', boothId: 'b1' }

/** Renders the form with `answer` as the save's outcome, submits it once and answers the area's emit. */
async function submitWith(answer: unknown) {
  const emit = vi.fn(() => true)
  const view = render(
    <AreaContext.Provider value={{ ...createAreaInstance('exhibitor-portal', pageRouter, null, {}), emit }}>
      <AnnouncingSetupForm part="probe-form" locked={false} staff={false} busy={false} save="Save" onSave={() => Promise.resolve(answer)} saved={{ event: 'fair-exhibitor-build-saved', detail: DETAIL }}>
        <p>fields</p>
      </AnnouncingSetupForm>
    </AreaContext.Provider>,
  )
  await act(async () => {
    fireEvent.submit(view.container.querySelector('[data-part="probe-form"]')!)
  })
  return emit
}

afterEach(cleanup)

describe('AnnouncingSetupForm', () => {
  test('a save that went through is announced once, with its event and detail', async () => {
    const emit = await submitWith({ exhibitionId: '1020' })
    expect(emit).toHaveBeenCalledTimes(1)
    expect(emit).toHaveBeenCalledWith('fair-exhibitor-build-saved', DETAIL)
  })

  test('a refused save (null) is not announced', async () => {
    const emit = await submitWith(null)
    expect(emit).not.toHaveBeenCalled()
  })
})
