import { useT } from '@fairpass/core/i18n'
import type { LoginTab } from './loginStore'
import * as styles from './LoginModeSwitch.css'

/**
 * The login method as a native radio group: arrow keys, labels and form semantics come from the browser, and
 * the login page's download stays free of a tabs library.
 */
export function LoginModeSwitch({ modes, value, onChange }: { modes: LoginTab[]; value: LoginTab; onChange: (mode: LoginTab) => void }) {
  const t = useT()
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('reg.login.modes.label')}</legend>
      {modes.map((mode) => (
        <label key={mode} className={styles.option} data-state={mode === value ? 'checked' : 'unchecked'}>
          <input
            type="radio"
            name="login-mode"
            className={styles.radio}
            value={mode}
            checked={mode === value}
            onChange={() => onChange(mode)}
          />
          {t(`reg.login.modes.${mode}`)}
        </label>
      ))}
    </fieldset>
  )
}
