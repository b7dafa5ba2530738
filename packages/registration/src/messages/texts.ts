/**
 * The texts of the login page, as plain data: the build also reads them to write the login shell
 * into the page (shell/). Later pages register their own texts when they load.
 */
export const registrationMessages = { cn: () => import('./texts.cn'), en: () => import('./texts.en') }
