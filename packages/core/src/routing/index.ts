export * from './types'
export * from './registerTypes'
export * from './postLoginRoute'
export * from './session'
