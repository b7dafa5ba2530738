import { registerMessages } from '@fairpass/core/i18n'

/** Registered when the status page's code loads. */
export const statusMessages = {
  cn: {
    reg: {
      status: {
        errorHeading: '出错了',
        wrongLink: '链接错误，请打开正确的预登记链接',
        loadFailed: '展会信息加载失败，请检查网络后重试',
        retry: '重试',
        closedHeading: '登记已关闭',
        closedText: '本次展会预登记已结束或尚未开始',
        notHereHeading: '页面暂未开放',
        notHereText: '此页面不在本组件中，请返回登记首页',
        backToStart: '返回登记首页',
      },
    },
  },
  en: {
    reg: {
      status: {
        errorHeading: 'Something went wrong',
        wrongLink: 'Wrong link, please open the correct pre-registration link',
        loadFailed: 'The exhibition could not be loaded. Check your connection and try again',
        retry: 'Try again',
        closedHeading: 'Registration closed',
        closedText: 'Pre-registration for this exhibition has ended or has not started yet',
        notHereHeading: 'Page not available here',
        notHereText: 'This page is not part of this widget; go back to the registration start',
        backToStart: 'Back to registration',
      },
    },
  },
}

registerMessages(statusMessages)
