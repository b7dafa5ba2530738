import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import type { AnswerValue, QuestionDefinition } from '@fairpass/core/validation'
import { useArea } from '@fairpass/core/area'
import { useRouter } from '@fairpass/core/router'
import { Button, Card, ExhibitionPage, Spinner, visuallyHidden } from '@fairpass/ui'
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

function choiceHint(question: QuestionDefinition, t: ReturnType<typeof useT>): string | undefined {
  const { minChoices: min, maxChoices: max } = question
  if (min !== undefined && max !== undefined && min > 1) return t('reg.quest.chooseBetween', { min, max })
  if (max !== undefined) return t('reg.quest.chooseUpTo', { n: max })
  if (min !== undefined && min > 1) return t('reg.quest.chooseAtLeast', { n: min })
  return undefined
}

function QuestionInput({ question, value, error }: { question: QuestionDefinition; value: AnswerValue | undefined; error?: string }) {
  const t = useT()
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const className = question.showWhen ? `${styles.group} ${styles.followUp}` : styles.group
  const marker = question.required ? (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  ) : (
    <span className={styles.optional}>{t('reg.quest.optional')}</span>
  )
  const errorLine = error && (
    <p id={errorId} role="alert" className={styles.error}>
      {error}
    </p>
  )

  if (question.type === 'text') {
    return (
      <div className={className} data-question={question.id}>
        <label htmlFor={`${id}-text`} className={styles.textLabel}>
          {question.title}
          {marker}
        </label>
        <textarea
          id={`${id}-text`}
          className={styles.textarea}
          name={question.id}
          rows={3}
          value={typeof value === 'string' ? value : ''}
          aria-required={question.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setAnswer(question.id, event.target.value)}
        />
        {errorLine}
      </div>
    )
  }

  const options = question.options ?? []
  const hint = question.type === 'multiple' ? choiceHint(question, t) : undefined
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const chosen = Array.isArray(value) ? value : []
  return (
    <fieldset
      className={className}
      data-question={question.id}
      role={question.type === 'single' ? 'radiogroup' : undefined}
      aria-required={question.type === 'single' && question.required ? true : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend className={styles.legend}>
        {question.title}
        {marker}
      </legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {question.type === 'single'
        ? options.map((option) => (
            <label key={option.key} className={styles.option} data-state={value === option.key ? 'checked' : 'unchecked'}>
              <input
                type="radio"
                className={styles.optionInput}
                name={`${id}-${question.id}`}
                value={option.key}
                checked={value === option.key}
                onChange={() => setAnswer(question.id, option.key)}
              />
              {option.label}
            </label>
          ))
        : options.map((option) => {
            const checked = chosen.includes(option.key)
            return (
              <label key={option.key} className={styles.option} data-state={checked ? 'checked' : 'unchecked'}>
                <input
                  type="checkbox"
                  className={styles.optionInput}
                  name={question.id}
                  value={option.key}
                  checked={checked}
                  onChange={(event) =>
                    setAnswer(
                      question.id,
                      event.target.checked ? [...chosen, option.key] : chosen.filter((key) => key !== option.key),
                    )
                  }
                />
                {option.label}
              </label>
            )
          })}
      {errorLine}
    </fieldset>
  )
}

// The default export keeps the lazy entry in RegistrationApp (startup code) as short as it can be.
export default QuestionnairePage
