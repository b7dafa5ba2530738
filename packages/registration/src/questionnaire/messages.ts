import { registerMessages } from '@fairpass/core/i18n'

/** Registered when this page's code loads, so the login page does not download them. */
export const questionnaireMessages = {
  cn: {
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
        chooseUpTo: '最多选择 {{n}} 项',
        chooseAtLeast: '至少选择 {{n}} 项',
        chooseBetween: '请选择 {{min}}–{{max}} 项',
        followUp: '新增问题：{{title}}',
        optional: '（选填）',
      },
    },
  },
  en: {
    reg: {
      quest: {
        heading: 'Questionnaire',
        progress: 'Questionnaire {{n}} of {{total}}',
        next: 'Next',
        submit: 'Submit',
        submitting: 'Submitting…',
        draftSaved: 'Answers saved automatically',
        fixErrors: 'Please correct the questions marked in red',
        loadFailed: 'The questionnaire could not be loaded',
        retry: 'Try again',
        empty: 'There is no questionnaire to answer right now',
        chooseUpTo: 'Choose up to {{n}}',
        chooseAtLeast: 'Choose at least {{n}}',
        chooseBetween: 'Choose {{min}} to {{max}}',
        followUp: 'New question: {{title}}',
        optional: '(optional)',
      },
    },
  },
}

registerMessages(questionnaireMessages)
