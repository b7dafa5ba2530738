import type { MessageTree } from '@fairpass/core/i18n'

export default { ui: { loadFailed: '加载失败', retry: '重试', endOfList: '没有更多了' } } satisfies MessageTree
