import { useStore } from '@nanostores/react'
import { $language, useT } from '@fairpass/core/i18n'
import type { LanguageType } from '@fairpass/core/link'
import { setLanguage } from '@fairpass/core/session'
import '../messages'
import * as styles from './LanguageSwitch.css'

const LANGUAGES: Array<{ value: LanguageType; short: string; nameKey: string }> = [
  { value: 'cn', short: '中', nameKey: 'ui.languageCn' },
  { value: 'en', short: 'EN', nameKey: 'ui.languageEn' },
]

/** The cn/en segmented toggle; switching changes the session language, which every element follows. */
export function LanguageSwitch() {
  const t = useT()
  const language = useStore($language)
  return (
    <div role="group" aria-label={t('ui.language')} className={styles.group}>
      {LANGUAGES.map((option) => {
        const on = option.value === language
        return (
          <button
            key={option.value}
            type="button"
            lang={option.value === 'cn' ? 'zh-CN' : 'en'}
            className={styles.option}
            aria-pressed={on}
            aria-label={t(option.nameKey)}
            data-state={on ? 'on' : 'off'}
            onClick={() => setLanguage(option.value)}
          >
            {option.short}
          </button>
        )
      })}
    </div>
  )
}
