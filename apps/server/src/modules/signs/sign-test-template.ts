import type { FormModel } from '@marquee/domain';
import type { Database } from '../../platform/db/database';
import { saveTemplateVersion } from '../sign-templates';

/** A template with one field of each kind a sign's journey needs, in two orientations. */
export const testFormModel: FormModel = {
  orientations: [
    { orientation_name: 'Landscape', orientation_pixels: '1920x1080', orientation: '16:9' },
    { orientation_name: 'Portrait', orientation_pixels: '1080x1920', orientation: '9:16' },
  ],
  fields: [
    { fieldName: 'headline', type: 'textarea', label: 'Headline', required: true, maxLength: 80 },
    { fieldName: 'colour', type: 'colorPicker', label: 'Colour', customColor: true },
    { fieldName: 'picture', type: 'media', label: 'Picture', mediaLibrary: 'MediaLibrary' },
    {
      fieldName: 'rows',
      type: 'fieldset',
      label: 'Rows',
      maxCopies: 3,
      fields: [{ fieldName: 'line', type: 'textarea', label: 'Line', maxLength: 20 }],
    },
    { fieldName: 'product', type: 'productSelector', label: 'Product' },
    { fieldName: 'place', type: 'choices', label: 'Place', optionsSource: 'locations' },
  ],
};

export const testTemplateHtml =
  '<main class="sign"><h1 class="headline">{{headline}}</h1><i class="colour">{{colour}}</i>' +
  '{{#picture}}<img class="picture" src="{{url}}" alt="">{{/picture}}' +
  '{{#rows}}<p class="line">{{line}}</p>{{/rows}}' +
  '{{#product}}<b class="price">{{name}} {{price}}</b>{{/product}}</main>';

/** Saves the test template for an account (or globally) and answers its code. */
export async function saveTestTemplate(
  db: Database,
  accountId: string | null,
  options: { html?: string; templateCode?: string } = {},
) {
  return db.transaction((tx) =>
    saveTemplateVersion(tx, {
      templateCode: options.templateCode,
      accountId,
      name: `Test template ${Math.random().toString(16).slice(2, 8)}`,
      isFallback: false,
      author: 'test',
      html: options.html ?? testTemplateHtml,
      formModel: testFormModel,
      assets: [],
    }),
  );
}
