import type { MessageTree } from '@fairpass/core/i18n'

export default {
  reg: {
    profile: {
      heading: '完善个人信息',
      intro: '带 * 的为必填项',
      submit: '提交',
      submitting: '提交中…',
      draftSaved: '草稿已自动保存',
      fixErrors: '请先修改标红的内容',
      choose: '请选择',
      loadFailed: '表单加载失败',
      retry: '重试',
      fromCard: '部分信息已根据您的名片自动填写，请核对后再提交。',
      fromCardHint: '来自名片，请核对',
      goTo: '修改：{{label}}',
      chooseUpTo: '最多选择{{n}}项',
      dateRange: '可选日期：{{from}} 至 {{to}}',
      choosePhoto: '上传照片',
      replacePhoto: '更换照片',
      removePhoto: '删除照片',
      uploading: '正在上传…',
      photoPreview: '{{label}}：已上传的照片',
      read: '查看《{{title}}》',
      agree: '我已阅读并同意',
    },
  },
} satisfies MessageTree
