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
      },
    },
  },
}

registerMessages(profileMessages)
