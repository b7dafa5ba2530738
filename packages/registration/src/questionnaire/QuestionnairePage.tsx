import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import type { QuestionDefinition } from '@fairpass/core/validation'
import { useArea } from '@fairpass/core/area'
import { useRouter } from '@fairpass/core/router'
import { Button, Card, ExhibitionPage, Spinner, visuallyHidden } from '@fairpass/ui'
import { QuestionInput } from '@fairpass/ui/QuestionInput'
import './messages'
import {
  $questionnaire,
  currentQuestionnaire,
  loadQuestionnaires,
  setAnswer,
  shownQuestions,
  submitCurrent,
} from './questionnaireStore'
import * as styles from './QuestionnairePage.css'

export function QuestionnairePage() {
  const t = useT()
  const state = useStore($questionnaire)
  const router = useRouter()
  const { emit } = useArea()
  const current = currentQuestionnaire(state)
  const questions = shownQuestions(state)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const announcement = useFollowUpAnnouncement(questions, current?.index)

  useEffect(() => {
    void loadQuestionnaires(router, emit)
  }, [router, emit])

  // The next questionnaire starts at its title, for the eye and for screen readers alike.
  const previousIndex = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (current && previousIndex.current !== undefined && previousIndex.current !== current.index) {
      titleRef.current?.focus()
      titleRef.current?.scrollIntoView({ block: 'start' })
    }
    previousIndex.current = current?.index
  }, [current?.index])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submitCurrent(router, emit)
  }

  const total = state.questionSequenceList.length
  const position = current ? state.questionSequenceList.indexOf(current.index) + 1 : total
  const isLast = state.questionQueue.length <= 1
  const hasErrors = Object.keys(state.errors).length > 0
  const answers = current ? (state.questionMap[current.index] ?? {}) : {}

  return (
    <ExhibitionPage title={t('reg.quest.heading')}>
      <Card>
        <div data-state={state.status}>
          {state.status === 'loading' && <Spinner showText />}
          {state.status === 'failed' && (
            <div className={styles.failed}>
              <p role="alert">{t('reg.quest.loadFailed')}</p>
              <Button variant="secondary" onClick={() => void loadQuestionnaires(router, emit)}>
                {t('reg.quest.retry')}
              </Button>
            </div>
          )}
          {state.status === 'empty' && <p role="status">{t('reg.quest.empty')}</p>}
          {state.status === 'ready' && !current && <Spinner showText />}
          {state.status === 'ready' && current && (
            <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="quest-title" data-index={current.index}>
              <div className={styles.progress}>
                <p className={styles.progressText}>{t('reg.quest.progress', { n: position, total })}</p>
                <div className={styles.progressTrack} aria-hidden="true">
                  <div className={styles.progressFill} style={{ width: `${(position / Math.max(total, 1)) * 100}%` }} />
                </div>
                <h2 id="quest-title" ref={titleRef} tabIndex={-1} className={styles.title}>
                  {current.title}
                </h2>
                {current.description && <p className={styles.description}>{current.description}</p>}
              </div>
              {questions.map((question) => (
                <QuestionInput
                  key={question.id}
                  question={question}
                  value={answers[question.id]}
                  error={state.errors[question.id]}
                  onAnswer={setAnswer}
                />
              ))}
              {hasErrors && (
                <p role="alert" className={styles.summary}>
                  {t('reg.quest.fixErrors')}
                </p>
              )}
              <Button type="submit" block loading={state.submitting} debounce>
                {state.submitting ? t('reg.quest.submitting') : isLast ? t('reg.quest.submit') : t('reg.quest.next')}
              </Button>
              <p className={styles.status} role="status">
                {state.draftSavedAt ? t('reg.quest.draftSaved') : ''}
              </p>
            </form>
          )}
          <p className={visuallyHidden} aria-live="polite">
            {announcement}
          </p>
        </div>
      </Card>
    </ExhibitionPage>
  )
}

/** Says a follow-up question appeared (politely: the visitor keeps their place and focus). */
function useFollowUpAnnouncement(questions: QuestionDefinition[], index: number | undefined): string {
  const t = useT()
  const [text, setText] = useState('')
  const seen = useRef<{ index?: number; ids: Set<string> }>({ ids: new Set() })
  useEffect(() => {
    const ids = new Set(questions.map((question) => question.id))
    if (seen.current.index === index) {
      const added = questions.find((question) => question.showWhen && !seen.current.ids.has(question.id))
      if (added) setText(t('reg.quest.followUp', { title: added.title }))
    } else {
      setText('')
    }
    seen.current = { index, ids }
  }, [questions, index, t])
  return text
}

// The default export keeps the lazy entry in RegistrationApp (startup code) as short as it can be.
export default QuestionnairePage
