import { useT } from '@fairpass/core/i18n'
import { Button, Dialog } from '@fairpass/ui'
import './privacyMessages'

export default function PrivacyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT()
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('reg.login.privacyTitle')}
      footer={
        <Button block onClick={() => onOpenChange(false)}>
          {t('reg.login.privacyClose')}
        </Button>
      }
    >
      <p>{t('reg.login.privacyText')}</p>
    </Dialog>
  )
}
