import { registerMessages } from '@fairpass/core/i18n'

/** Registered when this page's code loads, so the login page does not download them. */
export const profileMessages = {
  cn: {
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
  },
  en: {
    reg: {
      profile: {
        heading: 'Complete your profile',
        intro: 'Fields marked * are required',
        submit: 'Submit',
        submitting: 'Submitting…',
        draftSaved: 'Draft saved automatically',
        fixErrors: 'Please correct the fields marked in red',
        choose: 'Please choose',
        loadFailed: 'The form could not be loaded',
        retry: 'Try again',
        fromCard: 'Some fields were filled in from your business card. Please check them before you submit.',
        fromCardHint: 'From your business card, please check',
        goTo: 'Correct: {{label}}',
        chooseUpTo: 'Choose up to {{n}}',
        dateRange: 'Possible dates: {{from}} to {{to}}',
        choosePhoto: 'Upload a photo',
        replacePhoto: 'Replace photo',
        removePhoto: 'Remove photo',
        uploading: 'Uploading…',
        photoPreview: '{{label}}: the uploaded photo',
        read: 'Read the {{title}}',
        agree: 'I have read and agree',
      },
    },
  },
}

registerMessages(profileMessages)
