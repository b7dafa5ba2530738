import type { MessageBundle } from './translator'

/** Core's own texts. Route titles live in the router's route table. */
export const coreMessages = {
  cn: {
    core: {
      unknownError: '未知错误',
      networkError: '网络异常，请稍后重试',
      pleaseWait: '请稍候…',
      systemTitle: '展会观众预登记',
    },
  },
  en: {
    core: {
      unknownError: 'Unknown error',
      networkError: 'Network error, please try again',
      pleaseWait: 'Please wait…',
      systemTitle: 'Visitor Pre-registration',
    },
  },
} satisfies MessageBundle
