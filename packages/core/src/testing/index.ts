export * from './fakeApi'
export * from './elements'
export * from './phoneZone'
