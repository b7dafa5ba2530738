export { API_DOCS_PREFIX, OPENAPI_JSON_PATH, isApiCall } from './document'
export { API_DOCS_POLICY, apiDocsRoutes, registerApiDocument } from './routes'
