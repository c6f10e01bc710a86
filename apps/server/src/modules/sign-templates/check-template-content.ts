import { checkFormModel, type FormModel } from '@marquee/domain';
import { checkTemplate } from '@marquee/domain/signs';
import { BadRequest } from '../../platform/errors';

/**
 * Refuses a template whose form model or HTML is unsound, naming the first fault's place
 * (`formModel.fields[2].fieldName: …`, `html: <script> is not allowed`); the rest are added so
 * that an author fixes them in one go.
 */
export function checkTemplateContent(html: string, formModel: FormModel, assetNames: string[]) {
  const issues = [...checkFormModel(formModel), ...checkTemplate(html, formModel, assetNames)];
  const [first, ...rest] = issues;
  if (!first) return;
  const more = rest.length
    ? ` (and ${rest.length} more: ${rest.map((i) => `${i.path}: ${i.message}`).join('; ')})`
    : '';
  throw new BadRequest(`${first.path}: ${first.message}${more}`);
}
