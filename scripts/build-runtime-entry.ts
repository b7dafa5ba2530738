// Entry of the library build's shared runtime (tsup.config.ts). Every element entry shares these modules with it,
// so esbuild's code splitting moves them into one chunk that a page downloads once however many FairPass elements
// it embeds. Namespaced re-exports keep every module whole (no name clashes, no per-element tree shaking), so an
// element added later finds its dependencies already in the runtime.
// React's typings use `export =`, which `export * as` cannot re-export.
import * as React from 'react'
export { React }
export * as ReactDomClient from 'react-dom/client'
export * as nanostores from 'nanostores'
export * as nanostoresReact from '@nanostores/react'
export * as element from '@fairpass/core/element'
export * as events from '@fairpass/core/events'
export * as http from '@fairpass/core/http'
export * as i18n from '@fairpass/core/i18n'
export * as link from '@fairpass/core/link'
export * as messages from '@fairpass/core/messages'
export * as notice from '@fairpass/core/notice'
export * as router from '@fairpass/core/router'
export * as routing from '@fairpass/core/journey'
export * as session from '@fairpass/core/session'
export * as theme from '@fairpass/core/theme'
export * as utils from '@fairpass/core/utils'
export * as validation from '@fairpass/core/validation'
export * as ui from '@fairpass/ui'
