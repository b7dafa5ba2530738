import type registrationCn from '../messages/texts.cn'
import { SHELL_ROOT_ATTRIBUTE } from './boot'

type Texts = (typeof registrationCn)['reg']

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The static login form for one language, laid out like the real page (Page, Card, TextField, Checkbox, Button)
 * so that the moment the app takes over moves nothing under the visitor's thumb. Field names match the login
 * store's, which is how typed values are handed over.
 */
function shellForm(language: 'cn' | 'en', texts: Texts): string {
  const login = texts.login
  const sms = language === 'cn'
  const account = sms
    ? { name: 'phone', type: 'tel', inputmode: 'tel', autocomplete: 'tel', label: login.phone, placeholder: login.phonePlaceholder }
    : { name: 'email', type: 'email', inputmode: 'email', autocomplete: 'email', label: login.email, placeholder: login.emailPlaceholder }
  const id = (name: string) => `fair-shell-${language}-${name}`
  const html = escapeHtml
  return `<div class="fs-page" data-fair-shell-lang="${language}" lang="${language === 'cn' ? 'zh-CN' : 'en'}">
<div class="fs-col"><header class="fs-header"><h1 class="fs-h1">${html(login.heading)}</h1><span class="fs-lang" aria-hidden="true"><span${sms ? ' class="fs-on"' : ''}>中</span><span${sms ? '' : ' class="fs-on"'}>EN</span></span></header>
<main class="fs-main"><p class="fs-exh"></p><section class="fs-card"><form class="fs-form" aria-label="${html(login.heading)}" novalidate>
<p class="fs-intro">${html(login.intro)}</p>
<div class="fs-field"><label class="fs-label" for="${id(account.name)}">${html(account.label)}<span class="fs-star" aria-hidden="true">*</span></label><div class="fs-box"><input class="fs-input" id="${id(account.name)}" name="${account.name}" type="${account.type}" inputmode="${account.inputmode}" autocomplete="${account.autocomplete}" placeholder="${html(account.placeholder)}" required></div></div>
<div class="fs-field"><label class="fs-label" for="${id('code')}">${html(login.code)}<span class="fs-star" aria-hidden="true">*</span></label><div class="fs-box"><input class="fs-input" id="${id('code')}" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" placeholder="${html(login.codePlaceholder)}" required><button class="fs-send" type="button" data-fair-shell-send>${html(login.sendCode)}</button></div></div>
<div class="fs-check"><input class="fs-box-check" id="${id('privacy')}" name="privacy" type="checkbox"><label class="fs-check-label" for="${id('privacy')}">${html(login.privacyPrefix)}<u>${html(login.privacyLink)}</u></label></div>
<button class="fs-submit" type="submit">${html(login.submit)}</button>
</form></section></main></div></div>`
}

/** Both languages; the inline script shows the one the link asks for (html[data-fair-shell]). */
export function loginShellHtml(messages: { cn: { reg: Texts }; en: { reg: Texts } }): string {
  return `<div ${SHELL_ROOT_ATTRIBUTE}>${shellForm('cn', messages.cn.reg)}${shellForm('en', messages.en.reg)}</div>`
}

/**
 * The shell's styles, in the page. The shell stands beside `<fair-registration>`, which stays hidden until the real
 * form takes over in one step (no frame without a form, so a focused field keeps the keyboard up). Values are the theme defaults and the
 * ui components' metrics; the exhibition's colours arrive with the app.
 */
export const LOGIN_SHELL_CSS = `[data-fair-shell-root]{display:none}
html[data-fair-shell] [data-fair-shell-root]{display:block}
html[data-fair-shell] fair-registration{display:none}
[data-fair-shell-lang]{display:none}
html[data-fair-shell=cn] [data-fair-shell-lang=cn],html[data-fair-shell=en] [data-fair-shell-lang=en]{display:block}
.fs-page{min-height:100vh;background:#F0F2FF;color:#1f2333;font:16px/1.5 "PingFang SC","Noto Sans CJK SC","Microsoft YaHei",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;-webkit-text-size-adjust:100%}
.fs-page *{box-sizing:border-box}
.fs-col{max-width:480px;margin:0 auto;padding:16px 16px 24px;display:flex;flex-direction:column;gap:16px}
.fs-header{display:flex;align-items:center;justify-content:space-between;gap:12px;min-height:40px}
.fs-h1{margin:0;font-size:22px;line-height:1.25;font-weight:700}
.fs-lang{display:flex;padding:2px;border-radius:999px;background:#F3D4AF}
.fs-lang span{display:block;width:52px;height:32px;line-height:32px;text-align:center;font-size:14px;border-radius:999px}
.fs-lang .fs-on{background:#fff;font-weight:600}
.fs-main{display:flex;flex-direction:column;gap:16px}
.fs-exh{margin:0 0 12px;height:20px}
.fs-card{background:#F5F7FF;border-radius:12px;padding:16px}
.fs-form{display:flex;flex-direction:column;gap:16px;margin:0}
.fs-intro{margin:0;font-size:14px;color:#555b6e}
.fs-field{display:flex;flex-direction:column;gap:4px}
.fs-label{font-size:14px;font-weight:600}
.fs-star{color:#c62828;margin-left:2px}
.fs-box{display:flex;align-items:center;gap:8px;height:44px;padding:0 12px;border:1px solid #d3d8ea;border-radius:8px;background:#fff}
.fs-box:focus-within{border-color:#5565a4;box-shadow:0 0 0 1px #5565a4}
.fs-input{flex:1;min-width:0;height:42px;border:0;padding:0;background:transparent;font:inherit;color:inherit;outline:none}
.fs-send{flex:none;height:32px;padding:0 4px;border:0;background:none;font-family:inherit;font-size:16px;line-height:20px;font-weight:600;color:#5565a4;white-space:nowrap;min-width:7.5em}
.fs-check{display:flex;gap:8px;align-items:flex-start}
.fs-box-check{width:20px;height:20px;margin:2px 0 0}
.fs-check-label{font-size:14px}
.fs-check-label u{color:#5565a4}
.fs-submit{height:44px;border:0;border-radius:999px;background:#839cfc;color:#111827;font-family:inherit;font-size:16px;line-height:20px;font-weight:600}`
