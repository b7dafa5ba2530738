export * from './fakeApi'
export * from './elements'
