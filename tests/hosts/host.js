// The exhibition's own script: a hash router for its own pages and a log of what the FairPass elements announce.
// Kept in the tab's storage: paying leaves for the cashier and comes back, and the log must survive the trip.
const LOG = 'host:fair-events'
const events = JSON.parse(sessionStorage.getItem(LOG) || '[]')
window.__fairEvents = events
for (const type of ['fair-ready', 'fair-login', 'fair-logout', 'fair-navigate', 'fair-error', 'fair-registered', 'fair-order-placed', 'fair-paid', 'fair-ticket-ready', 'fair-invoice-applied', 'fair-invoice-issued', 'fair-group-member-added', 'fair-group-imported', 'fair-customer-captured']) {
  document.addEventListener(type, (event) => {
    const source = event.composedPath()[0]
    events.push({ type, tag: source && source.tagName ? source.tagName.toLowerCase() : '', detail: event.detail })
    sessionStorage.setItem(LOG, JSON.stringify(events))
  })
}

const view = document.getElementById('host-view')
const routes = { '#/news': 'Host news page', '#/about': 'About the fair' }
let hashChanges = 0
window.__hostRouter = { get hashChanges() { return hashChanges } }
function render() {
  view.textContent = routes[location.hash] || 'Host home page'
}
addEventListener('hashchange', () => {
  hashChanges++
  render()
})
render()
