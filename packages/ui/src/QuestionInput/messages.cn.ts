import type { MessageTree } from '@fairpass/core/i18n'

export default { ui: { quest: { chooseUpTo: '最多选择 {{n}} 项', chooseAtLeast: '至少选择 {{n}} 项', chooseBetween: '请选择 {{min}}–{{max}} 项', optional: '（选填）' } } } satisfies MessageTree
