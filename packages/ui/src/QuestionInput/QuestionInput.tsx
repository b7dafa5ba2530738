import { useId } from 'react'
import { useT } from '@fairpass/core/i18n'
import type { AnswerValue, QuestionDefinition } from '@fairpass/core/validation'
import './messages'
import * as styles from './QuestionInput.css'

function choiceHint(question: QuestionDefinition, t: ReturnType<typeof useT>): string | undefined {
  const { minChoices: min, maxChoices: max } = question
  if (min !== undefined && max !== undefined && min > 1) return t('ui.quest.chooseBetween', { min, max })
  if (max !== undefined) return t('ui.quest.chooseUpTo', { n: max })
  if (min !== undefined && min > 1) return t('ui.quest.chooseAtLeast', { n: min })
  return undefined
}

export interface QuestionInputProps {
  question: QuestionDefinition
  value: AnswerValue | undefined
  error?: string
  /** A new answer to the question (the page's store keeps the answers). */
  onAnswer: (questionId: string, value: AnswerValue) => void
}

/**
 * One question of a questionnaire (text, single or multiple choice) with its required mark, its choice limits and
 * its error; a follow-up question is set in. The visitor's own questionnaire and one filled in for someone else use it.
 */
export function QuestionInput({ question, value, error, onAnswer }: QuestionInputProps) {
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
    <span className={styles.optional}>{t('ui.quest.optional')}</span>
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
          onChange={(event) => onAnswer(question.id, event.target.value)}
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
                onChange={() => onAnswer(question.id, option.key)}
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
                    onAnswer(
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
