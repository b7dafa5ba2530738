import { useStore } from '@nanostores/react'
import { $language, useT } from '@fairpass/core/i18n'
import type { LanguageType } from '@fairpass/core/link'
import { setLanguage } from '@fairpass/core/session'
import '../messages'
import { visuallyHidden } from '../visuallyHidden/visuallyHidden.css'
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
            data-state={on ? 'on' : 'off'}
            onClick={() => setLanguage(option.value)}
          >
            {/* The name is the language's full name and contains no hidden abbreviation: an aria-label that differs
                from the visible text ("English" vs "EN") fails WCAG 2.5.3 (axe's label-content-name-mismatch). */}
            <span aria-hidden="true">{option.short}</span>
            <span className={visuallyHidden}>{t(option.nameKey)}</span>
          </button>
        )
      })}
    </div>
  )
}
