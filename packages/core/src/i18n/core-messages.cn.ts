import type { MessageTree } from './translator'

export default {
  core: {
    unknownError: '未知错误',
    networkError: '网络异常，请稍后重试',
    pleaseWait: '请稍候…',
    systemTitle: '展会观众预登记',
  },
} satisfies MessageTree
