import { useEffect, useMemo } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, LoadFailed, TextField } from '@fairpass/ui'
import type { InExhibition } from '../shared/groupPage'
import { GroupNav } from '../shared/GroupNav'
import * as parts from '../shared/page.css'
import { createResetForm, resetPassword, subordinatesOf, type ResetValues } from './subordinateStore'

/** /subordinate/resetPwd/{userId}: the leader sets a new password for one of their sub-accounts (its sessions end). */
export function ResetPasswordPage({ exhibition, userId }: InExhibition & { userId: string }) {
  const t = useT()
  const router = useRouter()
  const language = useStore($language)
  const list = subordinatesOf(exhibition)
  const loaded = useStore(list.$store)
  const form = useMemo(() => createResetForm(exhibition, userId), [exhibition, userId])
  const { values, errors, busy } = useStore(form.$form)

  useEffect(() => {
    void list.load()
  }, [list, language])
  useEffect(() => form.reword(), [form, language])

  const view = loaded.data?.items.find((item) => item.userId === userId) ?? null
  const back = () => router.navigate(view ? `/subordinate/details/${view.id}` : '/subordinate')
  const field = (name: keyof ResetValues, hint?: string) => (
    <TextField
      label={t(`subordinates.reset.${name}`)}
      type="password"
      autoComplete="new-password"
      required
      hint={hint}
      value={values[name]}
      onChange={(value) => form.set(name, value)}
      error={errors[name]}
    />
  )
  return (
    <ExhibitionPage stacked title={t('subordinates.reset.heading')}>
      <GroupNav here="other" />
      <Card>
        {view ? (
          <form
            className={parts.stack}
            noValidate
            data-part="reset-form"
            onSubmit={(event) => {
              event.preventDefault()
              void resetPassword(exhibition, form, userId, view.account).then((done) => done && back())
            }}
          >
            <p className={parts.note}>{t('subordinates.reset.intro', { account: view.account })}</p>
            {field('newPassword', t('subordinates.form.passwordRule'))}
            {field('confirmPassword')}
            {errors._form && (
              <p role="alert" className={parts.alert}>
                {errors._form}
              </p>
            )}
            <p className={parts.muted}>{t('subordinates.reset.mustChangeNote')}</p>
            <div className={parts.actions}>
              <Button type="submit" loading={busy} debounce>
                {t('subordinates.reset.save')}
              </Button>
              <Button variant="secondary" onClick={back}>
                {t('subordinates.cancel')}
              </Button>
            </div>
          </form>
        ) : loaded.status === 'failed' ? (
          <LoadFailed onRetry={() => void list.retry()} error={loaded.error} />
        ) : loaded.status === 'loading' || loaded.status === 'idle' ? (
          <p className={parts.muted}>{t('subordinates.loading')}</p>
        ) : (
          <p role="alert" className={parts.alert}>
            {t('subordinates.form.notFound')}
          </p>
        )}
      </Card>
    </ExhibitionPage>
  )
}
