import type { MessageBundle } from './translator'

/** Core's own texts. Route titles live in the router's route table. */
export const coreMessages = { cn: () => import('./core-messages.cn'), en: () => import('./core-messages.en') } satisfies MessageBundle
