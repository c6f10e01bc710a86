import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeContentOf, hostileText } from './active-content.test-support';
import type { FormModel, SignField } from './form-model';
import { renderSign } from './render-sign';

const field = (fieldName: string, type: SignField['type'], more: Partial<SignField> = {}) =>
  ({ fieldName, type, label: fieldName, ...more }) as SignField;
const rowFields = [field('line', 'textarea'), field('product', 'productSelector')];
const fields = [
  field('headline', 'textarea'),
  field('body', 'richText'),
  field('colour', 'colorPicker'),
  field('size', 'choices'),
  field('tags', 'multiSelect'),
  field('day', 'date'),
  field('level', 'slider'),
  field('photo', 'media'),
  field('gallery', 'multiDiskMedia'),
  field('rows', 'fieldset', { fields: rowFields }),
  field('layers', 'metadataLayers'),
];
const orientation = {
  orientation_name: 'Landscape',
  orientation_pixels: '1920x1080',
  orientation: '16:9',
};
const formModel: FormModel = { orientations: [orientation], fields };
/** Every placeholder in text, in quoted attributes and in sections, as templates use them. */
const html = [
  '<h1 class="{{size}}" title="{{headline}}">{{headline}}</h1>{{body}}',
  '<div style="color: {{colour}}" data-day="{{day}}">{{day}} {{level}} {{size}} {{tags}}</div>',
  '{{#tags}}<b data-v="{{value}}">{{label}}</b>{{/tags}}',
  '<img src="{{photo}}" alt="{{headline}}">{{#photo}}<i>{{url}}</i>{{/photo}}',
  '{{#gallery}}<video src="{{url}}" poster="{{url}}"></video>{{/gallery}}',
  '{{#rows}}<p title="{{line}}">{{line}} {{product}}{{#product}}<s data-a="{{name}}">{{price}} {{note}}</s>{{/product}}</p>{{/rows}}',
  '<div class="frame">{{layers}}</div>',
  '{{#headline}}<div class="qr">{{qrCode}}</div>{{/headline}}',
].join('');

const code = fc.constantFrom('a', 'b', 'c');
const attributes = fc.record({
  name: hostileText,
  price: fc.oneof(fc.double(), hostileText),
  currency: hostileText,
  note: hostileText,
});
const medium = fc.record({
  url: hostileText,
  mediaType: fc.constantFrom('Photo' as const, 'Video' as const),
});
const layer = fc.record({
  id: hostileText,
  layerName: hostileText,
  x: fc.integer({ min: 0, max: 2000 }),
  y: fc.integer({ min: 0, max: 2000 }),
  fontFamily: fc.constantFrom('Arial', 'Times New Roman'),
  fontStyle: fc.constantFrom('bold', 'italic', ''),
  align: fc.constantFrom('left' as const, 'center' as const, 'right' as const),
  currency: hostileText,
  color: fc.constantFrom('#ffffff', '#000000'),
  fontSize: fc.integer({ min: 1, max: 200 }),
  inTime: fc.constant(0),
  outTime: fc.constant(3),
  rowNumber: fc.integer({ min: 0, max: 3 }),
  mediaCode: code,
});
/** Values of the right shapes with hostile texts wherever a text goes, as if no check had run. */
const values = fc.record({
  headline: hostileText,
  body: hostileText,
  colour: hostileText,
  size: hostileText,
  tags: fc.array(hostileText, { maxLength: 3 }),
  day: hostileText,
  level: fc.double(),
  photo: fc.record({ mediaCode: code }),
  gallery: fc.array(fc.record({ mediaCode: code }), { maxLength: 3 }),
  rows: fc.array(fc.record({ line: hostileText, product: fc.record({ factCode: code }) }), {
    minLength: 1,
    maxLength: 3,
  }),
  layers: fc.array(layer, { maxLength: 3 }),
});

describe('renderSign, properties', () => {
  it('no value, item or medium yields a script, an on… attribute or a javascript: address', () => {
    fc.assert(
      fc.property(
        values,
        fc.dictionary(code, attributes),
        fc.dictionary(code, medium),
        (signValues, items, media) => {
          const document = renderSign({
            template: { html, formModel, assetsBaseUrl: '/assets/' },
            values: signValues,
            orientation,
            items: new Map(
              Object.entries(items).map(([key, value]) => [key, { attributes: value }]),
            ),
            media: new Map(Object.entries(media)),
            language: 'en_US',
          });
          expect(activeContentOf(document)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
