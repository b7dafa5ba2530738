export * from './fakeApi'
