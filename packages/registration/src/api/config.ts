import { http } from '@fairpass/core/http'
import type { FunctionConfig, SysConfig } from '@fairpass/core/session'
import type { ExhibitionRef } from './types'

const CONFIG = '/api/ef-registration-config-client'

export const fetchPageConfig = (ref: ExhibitionRef) =>
  http.get<SysConfig>(`${CONFIG}/registerConfig/pageConfig`, { ...ref })

export const fetchFunctionConfig = (ref: ExhibitionRef) =>
  http
    .get<{ functionConfig: FunctionConfig | null }>(`${CONFIG}/reg_config/registerConfig/functionConfig`, {
      tenantId: ref.tenantId,
      exhibitionId: ref.exhibitionId,
      registerType: ref.registerType,
    })
    .then((data) => data?.functionConfig ?? {})
