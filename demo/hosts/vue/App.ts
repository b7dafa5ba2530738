// A partner's Vue 3 app with two FairPass elements in its own layout, written as render functions (no template
// compiler in the page). `fair()` type-checks the elements' attributes and events; see typeChecks.ts.
import { defineComponent, h, ref } from 'vue'
import type { FairEventMap } from '@fairpass/elements'
import { EXHIBITION } from '../shared/loader'
import { fair } from './fair'

export const App = defineComponent({
  name: 'MotorShowTickets',
  props: { api: { type: String, required: true } },
  setup(props) {
    // What each element's `fair-ready` said: its area and the page it opened on.
    const ready = ref<FairEventMap['fair-ready']['detail'][]>([])
    const onFairReady = (event: FairEventMap['fair-ready']) => {
      const { area, path } = event.detail
      if (!ready.value.some((entry) => entry.area === area)) ready.value = [...ready.value, { area, path }]
    }
    const common = {
      routing: 'memory',
      'api-base': props.api,
      'tenant-id': EXHIBITION.tenantId,
      'exhibition-id': EXHIBITION.exhibitionId,
      'register-type': EXHIBITION.registerType,
      language: 'en',
      onFairReady,
    } as const

    return () => [
      h('header', { class: 'site-header' }, [
        h('p', { class: 'brand' }, 'Motor Show 2026'),
        h('nav', { 'aria-label': 'Site' }, [h('a', { href: '#tickets' }, 'Tickets'), h('a', { href: '#wallet' }, 'Wallet')]),
      ]),
      h('main', { class: 'site-main' }, [
        h('h1', 'Tickets and wallet'),
        h('p', { class: 'lead' }, 'Buy your pass and keep it on your phone, without leaving our site.'),
        h(
          'div',
          { class: 'host-status', role: 'status', 'data-testid': 'host-events' },
          ready.value.length === 0
            ? 'Loading the ticket shop…'
            : ['Ready (fair-ready):', h('ul', ready.value.map(({ area, path }) => h('li', { key: area }, `${area} (${path})`)))],
        ),
        h('div', { class: 'widgets' }, [
          h('section', { class: 'widget', id: 'tickets', 'aria-labelledby': 'tickets-title' }, [
            h('h2', { id: 'tickets-title' }, 'Buy tickets'),
            fair('fair-ticket-buy', common),
          ]),
          h('section', { class: 'widget', id: 'wallet', 'aria-labelledby': 'wallet-title' }, [
            h('h2', { id: 'wallet-title' }, 'Your wallet'),
            fair('fair-wallet', common),
          ]),
        ]),
      ]),
      h('footer', { class: 'site-footer' }, 'A Vue 3 page on its own origin; the elements come from the FairPass library.'),
    ]
  },
})
