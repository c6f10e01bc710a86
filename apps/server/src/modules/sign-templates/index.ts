/**
 * Sign templates: HTML with placeholders and the form model a sign is filled in with, global or
 * one client's, versioned. The owner of `sign_templates` and `sign_template_versions`; the console
 * writes through `saveTemplateVersion` in its transaction, signs read `templateForSign`.
 */
export { signTemplateRoutes } from './sign-templates.routes';
export { saveTemplateVersion, type SaveTemplateInput } from './save-template-version';
export { storeTemplateAssets, sniffAssetType, type IncomingAsset } from './template-assets';
export {
  templateForSign,
  templateVersionsByIds,
  templateWithCurrentVersion,
  currentVersionJoin,
  type TemplateVersionForSign,
} from './current-version';
export { ensureBuiltInTemplates } from './ensure-built-in-templates';
export { ensureQrCodeTemplates } from './ensure-qr-code-templates';
export { builtInTemplates } from './built-in-templates';
export { findTemplateAsset, findTemplateAssetIn } from './find-template-asset';
