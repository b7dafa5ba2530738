export { $session, $link, $sysConfig, $fairTimeZone, $functionConfig, $userInfo, $apiBase, $language, readStoredSessionField, SESSION_PREFIX, chooseSessionStorage, sessionKeptStorage } from './stores'
export type { SessionStorageKind } from './stores'
export {
  applyLink,
  setAuth,
  setToken,
  clearToken,
  takeLogoutReason,
  signOut,
  setLanguage,
  syncLanguage,
  setOpenId,
  isOpenIdFresh,
  configureSession,
  isOn,
  storedPageTitle,
  OPEN_ID_MAX_AGE_MS,
} from './actions'
export type { AuthResult, LogoutReason } from './actions'
export { resolveLanguage, DEFAULT_LANGUAGE } from './language'
export { availableSessionStorage, loadPersisted, persistMap } from './persist'
export type { KeyValueStorage, PersistOptions } from './persist'
export type {
  SysConfig,
  FunctionConfig,
  UserInfo,
  UserExhibitionVO,
  VisitingGroupLeaderVO,
  SessionState,
  Toggle,
  LoginMode,
  CompleteResult,
  ExamineResult,
  QuestionnaireResult,
} from './types'
