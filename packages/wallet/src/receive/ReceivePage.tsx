import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { signInAndReturn, useExhibitionConfig, useSignedIn } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { loginModesFor } from '@fairpass/core/journey'
import { useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, CodeField, ExhibitionPage, Select, Spinner, LoadFailed } from '@fairpass/ui'
import { GiftNotices } from '../give/GiftNotices'
import '../give/messages'
import type { InExhibition } from '../shared/inExhibition'
import * as shared from '../shared/wallet.css'
import './messages'
import { $phoneProof, $receiving, $resendIn, isGiftLink, offerOf, receive, sendProofCode, setProofCode } from './receiveStore'

/**
 * /ticket/receive/complimentaryTickets: what was given, shown without a sign-in; "Receive" signs the visitor in
 * first (and comes back here), then puts the tickets in their wallet.
 */
export function ReceivePage({ ticketGiveRecordId, token, exhibition }: { ticketGiveRecordId: string; token: string } & InExhibition) {
  const signedIn = useSignedIn()
  const t = useT()
  const router = useRouter()
  const offer = offerOf(exhibition)
  const language = useStore($language)
  const { status, data, error } = useStore(offer.$store)
  const receiving = useStore($receiving)
  const phoneProof = useStore($phoneProof)
  const resendIn = useStore($resendIn)
  // Asked for by the server when the signed-in account is not the gift's phone.
  const proof = signedIn && phoneProof.giftId === ticketGiveRecordId ? phoneProof : null
  const valid = isGiftLink(ticketGiveRecordId, token)
  const [quantity, setQuantity] = useState('1')
  // The gift is for a phone; where the exhibition's login for this language is not by phone (English: e-mail), the
  // receiver logs in their own way and proves the phone with a code.
  const sysConfig = useExhibitionConfig()
  const phoneLogin = loginModesFor(language === 'en' ? 'en' : 'cn', sysConfig ?? {}).includes('appsms')

  useEffect(() => {
    if (valid) void offer.load(ticketGiveRecordId, token)
  }, [offer, valid, ticketGiveRecordId, token, language, signedIn])

  const item = data?.id === ticketGiveRecordId ? data : null
  const facts: Array<[string, string, string]> = item
    ? [
        [t('wallet.receive.type'), item.ticketTypeName, 'type'],
        [t('wallet.receive.exhibition'), item.exhibitionTitle, 'exhibition'],
        [t('wallet.receive.available'), t('wallet.receive.availableCount', { available: item.available, quantity: item.quantity }), 'available'],
      ]
    : []

  return (
    <ExhibitionPage stacked title={t('wallet.receive.heading')}>
      {!valid && (
        <p role="alert" className={shared.alert}>
          {t('wallet.receive.badLink')}
        </p>
      )}
      {valid && !item && status === 'loading' && <Spinner showText />}
      {valid && !item && status === 'failed' && <LoadFailed onRetry={() => void offer.load(ticketGiveRecordId, token)} error={error} />}
      {item && (
        <>
          <Card title={<span className={shared.breakAnywhere}>{t('wallet.receive.from', { sender: item.senderName })}</span>}>
            <div className={shared.stack} data-part="offer" data-state={item.state}>
              <dl className={shared.facts}>
                {facts.map(([label, value, part]) => (
                  <div key={part} style={{ display: 'contents' }} data-part={part}>
                    <dt className={shared.factLabel}>{label}</dt>
                    <dd className={shared.factValue}>{value}</dd>
                  </div>
                ))}
              </dl>
              {item.available > 0 && !proof && <p className={shared.muted}>{t(phoneLogin ? 'wallet.receive.signInWith' : 'wallet.receive.signInThenProve', { phone: item.phoneMasked })}</p>}
              {item.available > 0 && proof && (
                <div className={shared.stack} data-part="phone-proof" role="group" aria-label={t('wallet.receive.proveHeading')}>
                  <p>{t('wallet.receive.provePhone', { phone: proof.phoneMasked })}</p>
                  <CodeField
                    label={t('wallet.receive.codeLabel', { phone: proof.phoneMasked })}
                    value={proof.code}
                    onChange={setProofCode}
                    error={proof.error || undefined}
                    sending={proof.sending}
                    resendIn={resendIn}
                    onSend={() => void sendProofCode(exhibition, ticketGiveRecordId, token)}
                  />
                </div>
              )}
              {item.available > 1 && (
                <Select
                  label={t('wallet.receive.quantity')}
                  value={quantity}
                  onChange={setQuantity}
                  options={Array.from({ length: item.available }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
                />
              )}
              {item.available > 0 ? (
                <Button
                  block
                  loading={receiving}
                  debounce
                  onClick={() => (signedIn
                      ? void receive(exhibition, ticketGiveRecordId, token, Math.min(Number(quantity) || 1, item.available), router)
                      : signInAndReturn(router.location(), {}, router))}
                >
                  {signedIn ? t('wallet.receive.receive') : t('wallet.receive.signInToReceive')}
                </Button>
              ) : (
                <p className={shared.muted}>{t('wallet.receive.nothingLeft')}</p>
              )}
            </div>
          </Card>
          <GiftNotices items={item.notices} />
        </>
      )}
    </ExhibitionPage>
  )
}
