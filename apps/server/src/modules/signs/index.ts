/**
 * Signs: media of type HtmlAd rendered from a template version and the values of its form. It
 * reads templates, items and media through their modules and writes its own table, `signs`, and
 * the sign's media row through the media module's writes; items tell it of their changes by a job.
 */
export { signRoutes } from './signs.routes';
export { signsPlugin } from './signs-plugin';
