import type { Language } from '../../language'

/*
 * The invitation a visitor sends (SMS or e-mail), in the page language. Placeholders: {name} the person invited,
 * {inviter}, {exhibition}, {link}.
 */
export const DEFAULT_NOTICE: Record<Language, { subject: string; text: string }> = {
  cn: {
    subject: '{inviter} 邀请您参加{exhibition}',
    text: '{name}，您好！{inviter} 邀请您登记参观{exhibition}。点击链接登记：{link}',
  },
  en: {
    subject: '{inviter} invites you to {exhibition}',
    text: 'Dear {name}, {inviter} invites you to register for {exhibition}. Register here: {link}',
  },
}
