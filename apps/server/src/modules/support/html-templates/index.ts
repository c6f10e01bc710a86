export { htmlTemplateRoutes } from './html-templates.routes';
