import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import type { FormModel, SignField, SignValues } from './form-model';
import { qrCodeSvg } from './qr-code-svg';
import { renderSign, type RenderSignInput } from './render-sign';

const landscape = {
  orientation_name: 'Landscape',
  orientation_pixels: '1920x1080',
  orientation: '16:9',
};
type Element = DefaultTreeAdapterTypes.Element;
type TextNode = DefaultTreeAdapterTypes.TextNode;

const field = (fieldName: string, type: SignField['type'], more: Partial<SignField> = {}) =>
  ({ fieldName, type, label: fieldName, ...more }) as SignField;

function render(
  html: string,
  fields: SignField[],
  values: SignValues,
  more: Partial<RenderSignInput> = {},
) {
  const formModel: FormModel = { orientations: [landscape], fields };
  return renderSign({
    template: { html, formModel, assetsBaseUrl: '/templates/t1/3/assets' },
    values,
    orientation: landscape,
    items: new Map(),
    media: new Map(),
    language: 'en_US',
    ...more,
  });
}
/** The rendered template's part of the document. */
const bodyOf = (document: string) => /<body[^>]*>(.*)<\/body><\/html>$/s.exec(document)?.[1];
const renderBody = (...args: Parameters<typeof render>) => bodyOf(render(...args));

describe('renderSign', () => {
  it('makes a complete document sized to the orientation, without script', () => {
    const document = render(
      '<p>Hi</p>',
      [],
      {},
      {
        orientation: {
          orientation_name: 'Portrait "tall"',
          orientation_pixels: '1080x1920',
          orientation: '9:16',
        },
        language: 'sv_SE',
      },
    );
    expect(document).toMatch(/^<!doctype html><html lang="sv-SE"><head><meta charset="utf-8">/);
    expect(document).toContain("content=\"script-src 'none'; object-src 'none'\"");
    expect(document).toContain(
      'html,body{margin:0;padding:0;width:1080px;height:1920px;overflow:hidden}',
    );
    expect(document).toContain('<base href="/templates/t1/3/assets/">');
    expect(document).toContain(
      '<body data-orientation="Portrait &quot;tall&quot;" data-aspect="9:16"><p>Hi</p></body>',
    );
    expect(document).not.toMatch(/<script/i);
  });

  it('leaves out a base address that is not safe', () => {
    const formModel: FormModel = { orientations: [landscape], fields: [] };
    const document = renderSign({
      template: { html: '', formModel, assetsBaseUrl: 'javascript:alert(1)//' },
      values: {},
      orientation: landscape,
      items: new Map(),
      media: new Map(),
      language: 'en_US',
    });
    expect(document).not.toContain('<base');
  });

  it("lays the template's content out by the template's own rules on body", () => {
    // A full document, as templates are written: a browser folds its html, head and body into
    // the sign's, so `body` is the element that holds the headline and the text.
    const template =
      '<!doctype html><html><head><style>body { display: flex; }</style></head>' +
      '<body class="menu"><h1>{{headline}}</h1><p>Today</p></body></html>';
    const parsed = parse(render(template, [field('headline', 'textarea')], { headline: 'Soup' }));
    const html = parsed.childNodes.find((node) => node.nodeName === 'html') as Element;
    const [head, body] = html.childNodes.filter((node) => 'tagName' in node) as Element[];
    const elements = (parent: Element) =>
      parent.childNodes.filter((node): node is Element => 'tagName' in node);
    expect(head?.tagName).toBe('head');
    expect(body?.tagName).toBe('body');
    expect(elements(body!).map((element) => element.tagName)).toEqual(['style', 'h1', 'p']);
    expect(Object.fromEntries(body!.attrs.map((attr) => [attr.name, attr.value]))).toEqual({
      'data-orientation': 'Landscape',
      'data-aspect': '16:9',
      class: 'menu',
    });
    // The template's rules come after the sign's own, so at equal weight they win.
    const sheets = [...elements(head!), ...elements(body!)].filter((e) => e.tagName === 'style');
    expect(sheets.map((sheet) => (sheet.childNodes[0] as TextNode).value)).toEqual([
      expect.stringContaining('html,body{margin:0'),
      'body { display: flex; }',
    ]);
  });

  it('writes text fields as HTML and escapes every other value', () => {
    const fields = [
      field('headline', 'textarea'),
      field('body', 'richText'),
      field('colour', 'colorPicker'),
      field('size', 'choices'),
      field('level', 'slider'),
    ];
    const values = {
      headline: '# Big <sale>\nnow & "here"',
      body: '<p onclick="x">ok<script>bad()</script></p>',
      colour: '#aabbcc',
      size: '"><img src=x onerror=alert(1)>',
      level: 0,
    };
    expect(
      renderBody(
        '<h2>{{headline}}</h2>{{body}}<i style="color: {{colour}}" title="{{size}}">{{level}}</i>',
        fields,
        values,
      ),
    ).toBe(
      '<h2><h1>Big &lt;sale&gt;</h1>now &amp; &quot;here&quot;</h2><p>ok</p>' +
        '<i style="color: #aabbcc" title="&quot;&gt;&lt;img src&#61;x onerror&#61;alert(1)&gt;">0</i>',
    );
  });

  it('writes dates in the language and yes/no as true or false', () => {
    const fields = [field('day', 'date'), field('isNew', 'checkbox')];
    expect(renderBody('{{day}} {{isNew}}', fields, { day: '2026-12-24', isNew: true })).toBe(
      'Dec 24, 2026 true',
    );
    expect(
      renderBody('{{day}}', fields, { day: '2026-12-24', isNew: false }, { language: 'de_DE' }),
    ).toBe('24.12.2026');
  });

  it('shows sections when set and inverted sections when not', () => {
    const fields = [field('isNew', 'switch'), field('note', 'textarea'), field('level', 'slider')];
    const template =
      '{{#isNew}}NEW{{/isNew}}{{^isNew}}old{{/isNew}}|{{#note}}[{{note}}]{{/note}}{{^note}}-{{/note}}|{{#level}}L{{/level}}';
    expect(renderBody(template, fields, { isNew: true, note: 'n', level: 0 })).toBe('NEW|[n]|L');
    expect(renderBody(template, fields, { isNew: false, note: null, level: null })).toBe('old|-|');
  });

  it('repeats a fieldset per copy, its names first, the outer ones beside them', () => {
    const fields = [
      field('title', 'textarea'),
      field('rows', 'fieldset', {
        fields: [field('line', 'textarea'), field('title', 'textarea')],
      }),
    ];
    const values = {
      title: 'Menu',
      rows: [
        { line: 'Tea', title: null },
        { line: 'Coffee', title: 'Hot' },
      ],
    };
    expect(
      renderBody(
        '{{#rows}}<li>{{line}} ({{title}})</li>{{/rows}}{{^rows}}none{{/rows}}',
        fields,
        values,
      ),
    ).toBe('<li>Tea ()</li><li>Coffee (Hot)</li>');
  });

  it('writes media addresses from the media map and nothing for a missing or unsafe medium', () => {
    const fields = [
      field('photo', 'media'),
      field('gallery', 'multiLibraryMedia'),
      field('missing', 'media'),
    ];
    const media = new Map([
      ['m1', { url: '/screen/media/m1.jpg', mediaType: 'Photo' as const, width: 800, height: 600 }],
      ['m2', { url: 'https://cdn.example.com/m2.mp4', mediaType: 'Video' as const }],
      ['bad', { url: 'javascript:alert(1)', mediaType: 'Photo' as const }],
    ]);
    const values = {
      photo: { mediaCode: 'm1' },
      gallery: [
        { mediaCode: 'm2' },
        { mediaCode: 'gone' },
        { mediaCode: 'bad' },
        { mediaCode: 'm1' },
      ],
      missing: { mediaCode: 'gone' },
    };
    const template =
      '<img src="{{photo}}">{{#photo}}{{width}}x{{height}}{{/photo}}' +
      '{{#gallery}}{{#isVideo}}<video src="{{url}}">{{/isVideo}}{{#isPhoto}}<img src="{{url}}">{{/isPhoto}}{{/gallery}}' +
      '{{#missing}}<img src="{{missing}}">{{/missing}}{{^missing}}no photo{{/missing}}';
    expect(renderBody(template, fields, values, { media })).toBe(
      '<img src="/screen/media/m1.jpg">800x600<video src="https://cdn.example.com/m2.mp4"><img src="/screen/media/m1.jpg">no photo',
    );
  });

  it("reads a chosen item's attributes in its section, the price with two decimals", () => {
    const fields = [field('product', 'productSelector'), field('other', 'productSelector')];
    const items = new Map([
      [
        'f1',
        {
          attributes: { name: 'Tea <hot>', price: 12.5, currency: 'SEK', stock: 3, isActive: true },
        },
      ],
    ]);
    const values = { product: { factCode: 'f1' }, other: { factCode: 'gone' } };
    const template =
      '{{product}}: {{#product}}{{price}} ({{stock}}, {{isActive}}, {{unknown}}){{/product}}{{#other}}X{{/other}}{{^other}}none{{/other}}';
    expect(renderBody(template, fields, values, { items })).toBe(
      'Tea &lt;hot&gt;: 12.50 SEK (3, true, )none',
    );
    expect(
      renderBody('{{#product}}{{price}}{{/product}}', fields, values, { items, language: 'sv_SE' }),
    ).toBe('12,50 SEK');
  });

  it('writes the name it is given for an item without a name attribute, escaped', () => {
    const fields = [field('product', 'productSelector')];
    const items = new Map([
      ['p1', { name: 'Open <today>', attributes: { title: 'Open <today>' } }],
    ]);
    expect(
      renderBody(
        '{{product}}|{{#product}}{{title}}{{/product}}',
        fields,
        { product: { factCode: 'p1' } },
        { items },
      ),
    ).toBe('Open &lt;today&gt;|Open &lt;today&gt;');
  });

  it('repeats a multiSelect per option with its label', () => {
    const options = [
      { value: 'veg', label: { en_US: 'Vegetarian', sv_SE: 'Vegetarisk' } },
      { value: 'gf', label: 'Gluten free' },
    ];
    const fields = [field('diet', 'multiSelect', { options })];
    expect(
      renderBody(
        '{{diet}}|{{#diet}}<b class="{{value}}">{{label}}</b>{{/diet}}',
        fields,
        { diet: ['gf', 'veg'] },
        { language: 'sv_SE' },
      ),
    ).toBe('gf, veg|<b class="gf">Gluten free</b><b class="veg">Vegetarisk</b>');
  });

  it('places metadata layers with the prices of the sign’s items, timed by CSS', () => {
    const fields = [
      field('rows', 'fieldset', { fields: [field('product', 'productSelector')] }),
      field('layers', 'metadataLayers'),
    ];
    const items = new Map([
      ['f1', { attributes: { price: 10, currency: 'SEK' } }],
      ['f2', { attributes: { price: '7.5', currency: 'EUR' } }],
    ]);
    const layer = {
      id: 'l',
      layerName: 'Price',
      x: 10,
      y: 20,
      fontFamily: 'Arial',
      fontStyle: 'bold italic',
      align: 'center' as const,
      currency: '',
      color: '#ffffff',
      fontSize: 48,
      inTime: 1,
      outTime: 4.5,
      rowNumber: 2,
      mediaCode: 'v',
    };
    const values = {
      rows: [{ product: { factCode: 'f1' } }, { product: { factCode: 'f2' } }],
      layers: [layer, { ...layer, rowNumber: 1, currency: 'kr' }, { ...layer, rowNumber: 3 }],
    };
    const body = renderBody('{{layers}}', fields, values, { items }) ?? '';
    expect(body).toContain('>7.50 EUR</div>');
    expect(body).toContain('>10.00 kr</div>');
    expect(body.match(/class="sign-layer"/g)).toHaveLength(2);
    expect(body).toContain(
      'position:absolute;left:10px;top:20px;transform:translateX(-50%);white-space:nowrap;font-family:Arial;font-size:48px;font-weight:bold;font-style:italic;color:#ffffff;visibility:hidden;animation:sign-layer-shown 3.5s linear 1s 1',
    );
    expect(render('', fields, values, { items })).toContain(
      '@keyframes sign-layer-shown{from,to{visibility:visible}}',
    );
  });

  it("draws a text's QR code inside its section, in a fieldset copy too", () => {
    const fields = [
      field('link', 'textarea'),
      field('rows', 'fieldset', { fields: [field('line', 'textarea')] }),
    ];
    const values = { link: '  https://marquee.example/a?b=1&c=2\n', rows: [{ line: 'Tea' }] };
    expect(
      renderBody(
        '{{#link}}<div class="qr">{{qrCode}}</div><p>{{link}}</p>{{/link}}' +
          '{{#rows}}{{#line}}{{qrCode}}{{/line}}{{/rows}}',
        fields,
        values,
      ),
    ).toBe(
      `<div class="qr">${qrCodeSvg('https://marquee.example/a?b=1&c=2')}</div>` +
        '<p>  https://marquee.example/a?b&#61;1&amp;c&#61;2<br></p>' +
        qrCodeSvg('Tea'),
    );
    // Outside a text's section the name is nobody's; an empty text has no section to show.
    expect(renderBody('{{qrCode}}{{#link}}{{qrCode}}{{/link}}', fields, { link: ' ' })).toBe('');
  });

  it('draws no QR code for a text longer than a code holds, which {{#qrCode}} tells', () => {
    const fields = [field('link', 'textarea')];
    const template =
      '{{#link}}{{#qrCode}}<i>{{qrCode}}</i>{{/qrCode}}{{^qrCode}}too long{{/qrCode}}{{/link}}';
    expect(renderBody(template, fields, { link: 'é'.repeat(107) })).toBe('too long');
    expect(renderBody(template, fields, { link: 'é'.repeat(106) })).toMatch(/^<i><svg /);
  });

  it('writes nothing for a name nothing holds', () => {
    expect(renderBody('a{{nothing}}b{{#nothing}}c{{/nothing}}', [], {})).toBe('ab');
  });
});
