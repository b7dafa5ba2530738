export { areaTag, isAreaOnPage, ensureRouter, useSignedIn, signInAndReturn, RETURN_TO_KEY, RETURN_AFTER_KEY } from './setup'
export type { SignInAndReturnOptions } from './setup'
export {
  ExhibitionContext,
  useExhibition,
  useExhibitionConfig,
  sessionExhibition,
  exhibitionKey,
  exhibitionQuery,
  loadExhibitionConfig,
  ensureExhibitionConfig,
  $exhibitionConfigs,
} from './exhibition'
export type { ExhibitionRef, ExhibitionConfig } from './exhibition'
export { AreaContext, useArea, createAreaInstance, routePage } from './instance'
export type { AreaInstance, AreaPageProps } from './instance'
export { defineAreaElement } from './AreaElement'
export type { AreaDefinition, AreaShell } from './AreaElement'
export { RETURN_KEYS, elementKey, returnedLocation } from './returnTo'
