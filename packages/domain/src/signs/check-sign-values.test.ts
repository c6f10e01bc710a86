import { describe, expect, it } from 'vitest';
import { checkSignValues } from './check-sign-values';
import type { FormModel, SignField } from './form-model';

const orientations = [
  { orientation_name: 'Landscape', orientation_pixels: '1920x1080', orientation: '16:9' },
];
const modelOf = (...fields: SignField[]): FormModel => ({ orientations, fields });
const field = (fieldName: string, type: SignField['type'], more: Partial<SignField> = {}) =>
  ({ fieldName, type, label: fieldName, ...more }) as SignField;

const issuesOf = (model: FormModel, values: unknown) => {
  const check = checkSignValues(model, values);
  return check.ok ? [] : check.issues;
};
const valuesOf = (model: FormModel, values: unknown) => {
  const check = checkSignValues(model, values);
  if (!check.ok) throw new Error(JSON.stringify(check.issues));
  return check.values;
};

const layer = {
  id: 'l1',
  layerName: 'Price',
  x: 10,
  y: 20,
  fontFamily: 'Arial',
  fontStyle: 'bold',
  align: 'left',
  currency: 'SEK',
  color: '#FFF',
  fontSize: 48,
  inTime: 1,
  outTime: 4.5,
  rowNumber: 1,
  mediaCode: 'video1',
};

describe('checkSignValues', () => {
  const headline = field('headline', 'textarea', {
    label: { en_US: 'Headline', sv_SE: 'Rubrik' },
    required: true,
    maxLength: 10,
  });

  it('names a missing required field by its English label', () => {
    expect(issuesOf(modelOf(headline), {})).toEqual([
      { path: 'values.headline', message: 'Missing required field: Headline' },
    ]);
    expect(issuesOf(modelOf(headline), { headline: '   ' })).toHaveLength(1);
  });

  it('names a required field inside a fieldset copy by its path', () => {
    const rows = field('rows', 'fieldset', {
      fields: [field('line', 'textarea', { label: 'Line', required: true })],
    });
    expect(issuesOf(modelOf(rows), { rows: [{ line: 'a' }, {}] })).toEqual([
      { path: 'values.rows[1].line', message: 'Missing required field: Line' },
    ]);
  });

  it('names unknown keys, at the top and in copies', () => {
    const rows = field('rows', 'fieldset', { fields: [field('line', 'textarea')] });
    expect(issuesOf(modelOf(rows), { extra: 1, rows: [{ line: 'a', other: 2 }] })).toEqual([
      { path: 'values.extra', message: 'is not a field' },
      { path: 'values.rows[0].other', message: 'is not a field' },
    ]);
    expect(issuesOf(modelOf(rows), JSON.parse('{"__proto__": {"x": 1}}'))).toEqual([
      { path: 'values.__proto__', message: 'is not a field' },
    ]);
  });

  it('refuses values that are not an object', () => {
    for (const values of [null, [], 'text', 3]) {
      expect(issuesOf(modelOf(headline), values)).toEqual([
        { path: 'values', message: 'must be an object of values by field name' },
      ]);
    }
  });

  it('keeps a textarea as given within its maxLength', () => {
    expect(valuesOf(modelOf(headline), { headline: '#Hi <b>' })).toEqual({ headline: '#Hi <b>' });
    expect(issuesOf(modelOf(headline), { headline: 'x'.repeat(11) })).toEqual([
      { path: 'values.headline', message: 'must be at most 10 characters' },
    ]);
    expect(issuesOf(modelOf(headline), { headline: 5 })).toEqual([
      { path: 'values.headline', message: 'must be a text' },
    ]);
  });

  it('bounds a textarea without maxLength by the model limit', () => {
    const free = modelOf(field('text', 'textarea'));
    expect(issuesOf(free, { text: 'x'.repeat(10_000) })).toEqual([]);
    expect(issuesOf(free, { text: 'x'.repeat(10_001) })).toHaveLength(1);
  });

  it('stores rich text sanitised and counts its text, not its tags', () => {
    const body = modelOf(field('body', 'richText', { maxLength: 5 }));
    expect(valuesOf(body, { body: '<p onclick="x()"><b>Hello</b><script>1</script></p>' })).toEqual(
      {
        body: '<p><b>Hello</b></p>',
      },
    );
    expect(issuesOf(body, { body: '<p>Hello!</p>' })).toEqual([
      { path: 'values.body', message: 'must be at most 5 characters' },
    ]);
    expect(valuesOf(body, { body: '<p> </p>' })).toEqual({ body: null });
    expect(issuesOf(body, { body: '<b></b>'.repeat(20_000) })).toEqual([
      { path: 'values.body', message: 'must be at most 100000 characters of markup' },
    ]);
  });

  it('expands and lower-cases colours, and keeps to swatches unless custom colours are on', () => {
    const colour = field('colour', 'colorPicker');
    expect(valuesOf(modelOf(colour), { colour: '#AbC' })).toEqual({ colour: '#aabbcc' });
    expect(valuesOf(modelOf(colour), { colour: '#A0B1C2' })).toEqual({ colour: '#a0b1c2' });
    for (const bad of ['abc', '#abcd', '#ggg', 'red', '#abcabc ', 7]) {
      expect(issuesOf(modelOf(colour), { colour: bad })).toEqual([
        { path: 'values.colour', message: 'must be a colour #rrggbb' },
      ]);
    }
    const swatched = field('colour', 'colorPicker', { swatches: ['#FF0000', '#00ff00'] });
    expect(valuesOf(modelOf(swatched), { colour: '#f00' })).toEqual({ colour: '#ff0000' });
    expect(issuesOf(modelOf(swatched), { colour: '#0000ff' })).toEqual([
      { path: 'values.colour', message: 'must be one of #ff0000, #00ff00' },
    ]);
    const custom = { ...swatched, customColor: true };
    expect(valuesOf(modelOf(custom), { colour: '#0000ff' })).toEqual({ colour: '#0000ff' });
  });

  const options = [
    { value: 'small', label: 'Small' },
    { value: 'large', label: 'Large' },
  ];

  it('takes one of the options for radio and choices; radio defaults to the first', () => {
    const size = field('size', 'radio', { options });
    expect(valuesOf(modelOf(size), {})).toEqual({ size: 'small' });
    expect(valuesOf(modelOf(size), { size: '' })).toEqual({ size: 'small' });
    expect(valuesOf(modelOf(size), { size: 'large' })).toEqual({ size: 'large' });
    expect(issuesOf(modelOf(field('pick', 'choices', { options })), { pick: 'huge' })).toEqual([
      { path: 'values.pick', message: 'must be one of small, large' },
    ]);
    expect(valuesOf(modelOf(field('pick', 'choices', { options })), {})).toEqual({ pick: null });
  });

  it('hands looked-up options to the server by path, bounded in length', () => {
    const where = field('where', 'choices', { optionsSource: 'locations' });
    const tags = field('tags', 'multiSelect', { optionsSource: 'tags' });
    const check = checkSignValues(modelOf(where, tags), { where: 'Stockholm', tags: ['a', 'b'] });
    expect(check.ok && check.optionValues).toEqual([
      { path: 'values.where', optionsSource: 'locations', values: ['Stockholm'] },
      { path: 'values.tags', optionsSource: 'tags', values: ['a', 'b'] },
    ]);
    expect(issuesOf(modelOf(where), { where: 'x'.repeat(201) })).toEqual([
      { path: 'values.where', message: 'must be at most 200 characters' },
    ]);
  });

  it('takes a list of distinct options for multiSelect', () => {
    const sizes = modelOf(field('sizes', 'multiSelect', { options }));
    expect(valuesOf(sizes, { sizes: ['large', 'small'] })).toEqual({ sizes: ['large', 'small'] });
    expect(issuesOf(sizes, { sizes: ['small', 'huge'] })).toEqual([
      { path: 'values.sizes[1]', message: 'must be one of small, large' },
    ]);
    expect(issuesOf(sizes, { sizes: ['small', 'small'] })).toEqual([
      { path: 'values.sizes', message: 'must not choose an option twice' },
    ]);
    expect(issuesOf(sizes, { sizes: 'small' })).toEqual([
      { path: 'values.sizes', message: 'must be a list of texts' },
    ]);
  });

  it('takes booleans for checkbox and switch, false when empty', () => {
    const model = modelOf(field('box', 'checkbox'), field('on', 'switch', { defaultValue: true }));
    expect(valuesOf(model, {})).toEqual({ box: false, on: true });
    expect(valuesOf(model, { box: true, on: null })).toEqual({ box: true, on: false });
    expect(issuesOf(model, { box: 'yes' })).toEqual([
      { path: 'values.box', message: 'must be true or false' },
    ]);
  });

  it('takes real dates only', () => {
    const model = modelOf(field('day', 'date'));
    expect(valuesOf(model, { day: '2024-02-29' })).toEqual({ day: '2024-02-29' });
    for (const bad of ['2023-02-29', '2024-13-01', '2024-1-01', '24-01-01', '2024-01-01T00:00']) {
      expect(issuesOf(model, { day: bad })).toEqual([
        { path: 'values.day', message: 'must be a date YYYY-MM-DD' },
      ]);
    }
  });

  it('keeps a slider within its range, 0 to 100 by default', () => {
    expect(valuesOf(modelOf(field('level', 'slider')), { level: 100 })).toEqual({ level: 100 });
    for (const bad of [101, -1, Number.NaN, Infinity, '50']) {
      expect(issuesOf(modelOf(field('level', 'slider')), { level: bad })).toEqual([
        { path: 'values.level', message: 'must be a number from 0 to 100' },
      ]);
    }
    const ranged = modelOf(field('level', 'slider', { minValue: -5, maxValue: 5 }));
    expect(valuesOf(ranged, { level: -5 })).toEqual({ level: -5 });
    expect(issuesOf(ranged, { level: 6 })).toHaveLength(1);
  });

  it('takes media and items by code and reports them as references', () => {
    const model = modelOf(
      field('photo', 'media'),
      field('gallery', 'multiLibraryMedia'),
      field('product', 'productSelector'),
      field('layers', 'metadataLayers'),
    );
    const check = checkSignValues(model, {
      photo: { mediaCode: 'm1' },
      gallery: [{ mediaCode: 'm2' }, { mediaCode: 'm1' }],
      product: { factCode: 'f1' },
      layers: [layer],
    });
    expect(check).toMatchObject({
      ok: true,
      references: { mediaCodes: ['m1', 'm2', 'video1'], factCodes: ['f1'] },
    });
    expect(valuesOf(model, {})).toEqual({
      photo: null,
      gallery: null,
      product: null,
      layers: null,
    });
    expect(issuesOf(model, { photo: 'm1', gallery: [{ mediaCode: 'a b' }], product: {} })).toEqual([
      { path: 'values.photo', message: 'must be {mediaCode}' },
      { path: 'values.gallery[0]', message: 'must be {mediaCode}' },
      { path: 'values.product', message: 'must be {factCode}' },
    ]);
    const many = Array.from({ length: 51 }, (_, i) => ({ mediaCode: `m${i}` }));
    expect(issuesOf(model, { gallery: many })).toEqual([
      { path: 'values.gallery', message: 'must have at most 50 media' },
    ]);
  });

  it('bounds fieldset copies by maxCopies and needs at least one', () => {
    const rows = field('rows', 'fieldset', {
      maxCopies: 2,
      fields: [field('line', 'textarea'), field('size', 'radio', { options })],
    });
    expect(valuesOf(modelOf(rows), {})).toEqual({ rows: [{ line: null, size: 'small' }] });
    expect(valuesOf(modelOf(rows), { rows: [{ line: 'a' }, { size: 'large' }] })).toEqual({
      rows: [
        { line: 'a', size: 'small' },
        { line: null, size: 'large' },
      ],
    });
    expect(issuesOf(modelOf(rows), { rows: [{}, {}, {}] })).toEqual([
      { path: 'values.rows', message: 'must have at most 2 copies' },
    ]);
    expect(issuesOf(modelOf(rows), { rows: [] })).toEqual([
      { path: 'values.rows', message: 'must have at least 1 copy' },
    ]);
    expect(issuesOf(modelOf(rows), { rows: [{ line: 3 }, 'x'] })).toEqual([
      { path: 'values.rows[0].line', message: 'must be a text' },
      { path: 'values.rows[1]', message: 'must be an object of values by field name' },
    ]);
    const single = { ...rows, maxCopies: undefined, style: { allowCopies: false } };
    expect(issuesOf(modelOf(single), { rows: [{}, {}] })).toEqual([
      { path: 'values.rows', message: 'must have at most 1 copy' },
    ]);
  });

  it('checks every metadata layer property, naming it', () => {
    const model = modelOf(field('layers', 'metadataLayers'));
    expect(valuesOf(model, { layers: [layer] })).toEqual({
      layers: [{ ...layer, color: '#ffffff' }],
    });
    const bad = {
      ...layer,
      x: -1,
      color: 'red',
      fontFamily: 'Arial; background: url(x)',
      inTime: 5,
      outTime: 2,
      align: 'justify',
      extra: 1,
    };
    expect(issuesOf(model, { layers: [layer, bad] })).toEqual([
      {
        path: 'values.layers[1].fontFamily',
        message: 'must be a font name of letters, digits, spaces or hyphens',
      },
      { path: 'values.layers[1].align', message: 'must be left, center or right' },
      { path: 'values.layers[1].color', message: 'must be a colour #rrggbb' },
      { path: 'values.layers[1].x', message: 'must be a number from 0 to 99999' },
      { path: 'values.layers[1].outTime', message: 'must not be before inTime' },
      { path: 'values.layers[1].extra', message: 'is not a layer property' },
    ]);
    expect(issuesOf(model, { layers: Array.from({ length: 51 }, () => layer) })).toEqual([
      { path: 'values.layers', message: 'must have at most 50 layers' },
    ]);
  });

  it('starts a field from its default value when it is not given', () => {
    const model = modelOf(field('title', 'textarea', { defaultValue: 'Sale', required: true }));
    expect(valuesOf(model, {})).toEqual({ title: 'Sale' });
    expect(issuesOf(model, { title: null })).toHaveLength(1);
  });
});
