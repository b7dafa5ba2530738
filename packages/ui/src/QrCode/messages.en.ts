import type { MessageTree } from '@fairpass/core/i18n'

export default { ui: { qrFailed: 'Could not generate the QR code, please reload' } } satisfies MessageTree
