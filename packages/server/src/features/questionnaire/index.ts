export { questionnaireRoutes } from './routes'
