import { useExhibitionConfig } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import * as styles from './GivePage.css'

/**
 * The gift images of the element's exhibition (config giveTicketTopImage / giveTicketBottomImage, comma-separated
 * lists).
 */
export function GiftImages({ place }: { place: 'top' | 'bottom' }) {
  const t = useT()
  const config = useExhibitionConfig()
  const list = (place === 'top' ? config?.giveTicketTopImage : config?.giveTicketBottomImage) ?? ''
  const urls = list
    .split(',')
    .map((url) => url.trim())
    .filter((url) => /^(https?:\/\/|\/)/.test(url))
  if (urls.length === 0) return null
  return (
    <div data-part={`gift-images-${place}`}>
      {urls.map((url) => (
        <img key={url} className={styles.image} src={url} alt={t('wallet.give.imageAlt')} loading="lazy" />
      ))}
    </div>
  )
}
