import type { MessageTree } from '@fairpass/core/i18n'

export default {
  reg: {
    quest: {
      heading: '问卷调查',
      progress: '第 {{n}} 份问卷，共 {{total}} 份',
      next: '下一份',
      submit: '提交',
      submitting: '提交中…',
      draftSaved: '答案已自动保存',
      fixErrors: '请先修改标红的问题',
      loadFailed: '问卷加载失败',
      retry: '重试',
      empty: '目前没有需要填写的问卷',
      followUp: '新增问题：{{title}}',
    },
  },
} satisfies MessageTree
