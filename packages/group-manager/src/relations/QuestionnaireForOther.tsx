import { useEffect, useMemo, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import type { ExhibitionRef } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { Button, Card } from '@fairpass/ui'
import { QuestionInput } from '@fairpass/ui/QuestionInput'
import * as parts from '../shared/page.css'
import { createForOther } from './forOtherStore'
import * as styles from './QuestionnaireForOther.css'

/**
 * The exhibition's questionnaires on the record of a person the visitor registered: which are answered, and each
 * filled in here for them (questionnaire submitForOther). Nothing shows when the exhibition asks none in this language.
 */
export function QuestionnaireForOther({ exhibition, personUserId, name, done }: { exhibition: ExhibitionRef; personUserId: string; name: string; done: number[] }) {
  const t = useT()
  const language = useStore($language)
  // One store per person and page; `done` is what the record said when the page loaded.
  const store = useMemo(() => createForOther(exhibition, personUserId, done), [exhibition, personUserId])
  const state = useStore(store.$state)

  useEffect(() => {
    void store.load()
  }, [store, language])

  if (state.status === 'ready' && state.definitions.length === 0) return null
  const open = state.definitions.find((each) => each.index === state.open)
  const saved = state.definitions.find((each) => each.index === state.saved)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void store.submit()
  }
  return (
    <Card>
      <section className={parts.stack} aria-labelledby="questionnaire-for-other" data-part="questionnaire-for-other" data-state={state.status}>
        <h2 id="questionnaire-for-other" className={parts.subheading}>
          {t('relations.questionnaire.heading')}
        </h2>
        {state.status === 'failed' && (
          <>
            <p role="alert" className={parts.alert}>
              {t('relations.questionnaire.loadFailed')}
            </p>
            <Button variant="secondary" onClick={() => void store.load()}>
              {t('relations.questionnaire.retry')}
            </Button>
          </>
        )}
        {state.status === 'loading' && <p className={parts.muted}>{t('groups.loading')}</p>}
        {saved && (
          <p role="status" className={parts.note}>
            {t('relations.questionnaire.saved', { title: saved.title, name })}
          </p>
        )}
        {state.status === 'ready' && !open && (
          <>
            <p className={parts.muted}>{t('relations.questionnaire.intro', { name })}</p>
            <ul className={styles.list}>
              {state.definitions.map((definition) => {
                const answered = state.done.includes(definition.index)
                return (
                  <li key={definition.id} className={styles.item} data-part="questionnaire" data-state={answered ? 'done' : 'open'}>
                    <p className={styles.title}>{definition.title}</p>
                    <p className={parts.muted}>{t(answered ? 'relations.questionnaire.done' : 'relations.questionnaire.notDone')}</p>
                    <div className={parts.actions}>
                      <Button variant={answered ? 'secondary' : 'primary'} onClick={() => store.openOne(definition.index)}>
                        {t(answered ? 'relations.questionnaire.again' : 'relations.questionnaire.fill', { title: definition.title })}
                      </Button>
                    </div>
                  </li>
                )
              })}
            </ul>
          </>
        )}
        {open && (
          <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('relations.questionnaire.form', { name, title: open.title })} data-index={open.index}>
            <p className={styles.title}>{open.title}</p>
            {open.description && <p className={parts.muted}>{open.description}</p>}
            {store.shown().map((question) => (
              <QuestionInput key={question.id} question={question} value={state.answers[question.id]} error={state.errors[question.id]} onAnswer={store.answer} />
            ))}
            {Object.keys(state.errors).length > 0 && (
              <p role="alert" className={parts.alert}>
                {t('relations.questionnaire.fixErrors')}
              </p>
            )}
            {state.refusal && (
              <p role="alert" className={parts.alert}>
                {state.refusal}
              </p>
            )}
            <div className={parts.actions}>
              <Button type="submit" loading={state.sending}>
                {t('relations.questionnaire.submit')}
              </Button>
              <Button variant="secondary" onClick={() => store.openOne(null)}>
                {t('relations.questionnaire.cancel')}
              </Button>
            </div>
          </form>
        )}
      </section>
    </Card>
  )
}
