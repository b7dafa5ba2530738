// The H5 app: a thin host that composes the area elements on one hash-routed page.
import '@fairpass/registration/element'

// The other areas are not on the entry link's critical path: their tags already claim their routes
// (core/area), and their code follows the login page.
void import('@fairpass/ticket-buy/element')
void import('@fairpass/wallet/element')
