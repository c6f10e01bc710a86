import { testImage } from '../modules/media/media-test-files';
import { saveTemplateVersion, storeTemplateAssets } from '../modules/sign-templates';
import type { RowMaker } from './code-kind-rows';
import type { Reach } from './unreachable-codes';

/** The name of the one file `templateWithFile` gives its template. */
const fileName = 'logo.png';

/** A template of the account whose first version has one file, `logo.png`. */
export const templateWithFile: RowMaker = async (db, owner) => {
  const [logo] = await storeTemplateAssets(owner.files, [
    { fileName, bytes: await testImage(8, 6) },
  ]);
  const saved = await saveTemplateVersion(db, {
    accountId: owner.id,
    name: 'With a logo',
    isFallback: false,
    html: `<img src="assets/${fileName}" alt="">`,
    formModel: {
      orientations: [
        { orientation_name: 'Landscape', orientation_pixels: '1920x1080', orientation: '16:9' },
      ],
      fields: [],
    },
    assets: [logo!],
    author: 'Test',
  });
  return saved.templateCode;
};

/** A call naming a template's file asks for it by a version and a name no example can invent. */
export const templateFileFields: NonNullable<Reach['fields']> = [
  { part: 'path', path: ['version'], value: 1 },
  { part: 'path', path: ['fileName'], value: fileName },
];
