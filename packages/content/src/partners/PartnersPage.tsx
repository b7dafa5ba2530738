import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { PartnerView } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { perExhibition, resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { ExhibitionPage, ListStates } from '@fairpass/ui'
import { fetchPartners } from '../shared/api'
import { ContentNav } from '../shared/ContentNav'
import type { InExhibition } from '../shared/inExhibition'
import * as shared from '../shared/page.css'
import * as styles from './PartnersPage.css'

export const partnersOf = perExhibition((ref: ExhibitionRef) => resource(() => fetchPartners(ref), { public: true }))

/** Partners by their tier, in the order the server sends (the organiser's order). */
export function byTier(partners: readonly PartnerView[]): Array<{ tier: string; partners: PartnerView[] }> {
  const groups = new Map<string, PartnerView[]>()
  for (const partner of partners) groups.set(partner.tier, [...(groups.get(partner.tier) ?? []), partner])
  return [...groups].map(([tier, list]) => ({ tier, partners: list }))
}

/** /cooperationPartners: the fair's partners by tier, each with its logo and website. */
export function PartnersPage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const partners = partnersOf(exhibition)
  const { status, data, error } = useStore(partners.$store)
  useEffect(() => {
    void partners.load()
  }, [partners, language])

  return (
    <ExhibitionPage stacked title={t('content.partners.heading')}>
      <ContentNav here="partners" />
      <ListStates
        part="partners"
        status={status}
        items={data ? byTier(data) : null}
        error={error}
        onRetry={() => void partners.retry()}
        empty={<p className={shared.muted}>{t('content.partners.empty')}</p>}
        listClassName={styles.tiers}
      >
        {(groups) =>
          groups.map((group) => (
            <li key={group.tier}>
              <h2 className={shared.subheading}>{group.tier}</h2>
              <ul className={styles.grid}>
                {group.partners.map((partner) => (
                  <li key={partner.id} className={styles.partner} data-part="partner">
                    {partner.logoUrl && <img className={styles.logo} src={partner.logoUrl} alt={t('content.partners.logo', { name: partner.name })} loading="lazy" />}
                    {partner.url && /^https?:\/\//i.test(partner.url) ? (
                      <a className={shared.link} href={partner.url} target="_blank" rel="noopener noreferrer" aria-label={t('content.partners.visit', { name: partner.name })}>
                        {partner.name}
                      </a>
                    ) : (
                      <p className={shared.note}>{partner.name}</p>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))
        }
      </ListStates>
    </ExhibitionPage>
  )
}
