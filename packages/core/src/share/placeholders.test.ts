import { describe, expect, it } from 'vitest'
import { fillShareTitle, placeholderKey } from './placeholders'

describe('share titles', () => {
  const values = { name: '李雷', lastName: 'Li', firstName: 'Lei', company: 'Harbour Trade', boothNo: 'E1-101', exhibitionTitle: 'Demo Fair' }

  it('fills each %%placeholder%% by its key or one of its names, in either language', () => {
    expect(fillShareTitle('%%name%% 邀您参观', values)).toBe('李雷 邀您参观')
    expect(fillShareTitle('%%surname%% %%Given Name%% of %%company%% invites you to %%booth_no%%', values)).toBe('Li Lei of Harbour Trade invites you to E1-101')
    expect(fillShareTitle('%%姓名%%（%%公司%%）邀您参观%%展位号%%', values)).toBe('李雷（Harbour Trade）邀您参观E1-101')
    expect(placeholderKey(' BoothNumber ')).toBe('boothNo')
  })

  it('removes unknown and empty placeholders and the space they leave', () => {
    expect(fillShareTitle('%%name%% %%unknown%% invites you', values)).toBe('李雷 invites you')
    expect(fillShareTitle('%%journalContacts%% invites you to %%exhibition%%', values)).toBe('invites you to Demo Fair')
    expect(fillShareTitle('%%name%%, welcome', {})).toBe('welcome')
    expect(fillShareTitle('50%% off %%name%%', values)).toBe('50 off 李雷')
  })

  it('never shows a stray marker or a script', () => {
    const filled = fillShareTitle('%%name%%', { name: '<img onerror=x>' })
    // The poster draws text on a canvas and the card is plain text: the value is kept as text, not removed or run.
    expect(filled).toBe('<img onerror=x>')
    expect(fillShareTitle('%%%%%%', values)).toBe('')
  })
})
