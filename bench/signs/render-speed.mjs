// Renders one sign of a 20-field template (issue 31: at least 5,000 a second on one core) for
// BENCH_SECONDS (default 5) in this one process, with the domain bundled by esbuild as the server
// is built, and prints renders a second. Values go through checkSignValues first, as at save.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const dir = await mkdtemp(path.join(tmpdir(), 'sign-render-bench-'));
try {
  const outfile = path.join(dir, 'domain.mjs');
  await build({
    entryPoints: [new URL('../../packages/domain/src/sign-documents.ts', import.meta.url).pathname],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    logLevel: 'warning',
  });
  const { checkSignValues, renderSign } = await import(outfile);
  const options = [
    { value: 'small', label: 'Small' },
    { value: 'large', label: 'Large' },
  ];
  const field = (fieldName, type, more = {}) => ({ fieldName, type, label: fieldName, ...more });
  const fields = [
    field('headline', 'textarea', { maxLength: 80 }),
    field('subline', 'textarea'),
    field('body', 'richText'),
    field('background', 'colorPicker'),
    field('textColour', 'colorPicker'),
    field('size', 'radio', { options }),
    field('style', 'choices', { options }),
    field('diet', 'multiSelect', { options }),
    field('isNew', 'checkbox'),
    field('showPrice', 'switch'),
    field('validUntil', 'date'),
    field('opacity', 'slider'),
    field('photo', 'media'),
    field('itemPhoto', 'itemMediaPicker'),
    field('gallery', 'multiLibraryMedia'),
    field('product', 'productSelector'),
    field('rows', 'fieldset', {
      fields: [field('line', 'textarea'), field('rowProduct', 'productSelector')],
    }),
    field('video', 'media'),
    field('layers', 'metadataLayers'),
    field('footer', 'textarea'),
  ];
  const orientation = {
    orientation_name: 'Landscape',
    orientation_pixels: '1920x1080',
    orientation: '16:9',
  };
  const html = `<style>.sign{font-family:Arial;color:{{textColour}};background:{{background}}}</style>
<div class="sign size-{{size}} {{style}}" style="opacity:{{opacity}}">
<h1>{{headline}}</h1><h2>{{subline}}</h2><div class="body">{{body}}</div>
{{#isNew}}<b>New</b>{{/isNew}}{{#diet}}<i class="{{value}}">{{label}}</i>{{/diet}}
{{#photo}}<img src="{{url}}" width="{{width}}">{{/photo}}<img src="{{itemPhoto}}">
{{#gallery}}<img src="{{url}}">{{/gallery}}
{{#product}}<p>{{name}}{{#showPrice}} <strong>{{price}}</strong>{{/showPrice}}</p>{{/product}}
<ul>{{#rows}}<li>{{line}}{{#rowProduct}} {{name}} {{price}}{{/rowProduct}}</li>{{/rows}}</ul>
<div class="video">{{#video}}<video src="{{url}}" autoplay muted loop></video>{{/video}}{{layers}}</div>
<p>Valid until {{validUntil}}</p><footer>{{footer}}</footer></div>`;
  const layer = (rowNumber) => ({
    id: `l${rowNumber}`,
    layerName: 'Price',
    x: 100 * rowNumber,
    y: 80,
    fontFamily: 'Arial',
    fontStyle: 'bold',
    align: 'left',
    currency: 'SEK',
    color: '#fff',
    fontSize: 48,
    inTime: rowNumber,
    outTime: rowNumber + 3,
    rowNumber,
    mediaCode: 'video1',
  });
  const check = checkSignValues(
    { orientations: [orientation], fields },
    {
      headline: '# Autumn sale\nEverything must go',
      subline: 'Only this week & only here',
      body: '<p>Our <strong>best</strong> <span style="color: red; font-size: 30px">coffee</span></p><ul><li>Fresh</li><li>Local</li></ul>',
      background: '#123',
      textColour: '#ffffff',
      size: 'large',
      style: 'small',
      diet: ['small', 'large'],
      isNew: true,
      showPrice: true,
      validUntil: '2026-12-24',
      opacity: 90,
      photo: { mediaCode: 'photo1' },
      itemPhoto: { mediaCode: 'photo2' },
      gallery: [{ mediaCode: 'photo1' }, { mediaCode: 'photo2' }, { mediaCode: 'photo3' }],
      product: { factCode: 'item0' },
      rows: Array.from({ length: 5 }, (_, n) => ({
        line: `Line ${n} <with> text`,
        rowProduct: { factCode: `item${n}` },
      })),
      video: { mediaCode: 'video1' },
      layers: [layer(1), layer(2), layer(3)],
      footer: 'Prices include VAT',
    },
  );
  if (!check.ok) throw new Error(JSON.stringify(check.issues));
  const items = new Map(
    Array.from({ length: 5 }, (_, n) => [
      `item${n}`,
      { attributes: { name: `Coffee ${n}`, price: 29.5 + n, currency: 'SEK', sku: `S${n}` } },
    ]),
  );
  const media = new Map([
    ['photo1', { url: '/screen/media/photo1.jpg', mediaType: 'Photo', width: 800, height: 600 }],
    ['photo2', { url: '/screen/media/photo2.jpg', mediaType: 'Photo' }],
    ['photo3', { url: '/screen/media/photo3.jpg', mediaType: 'Photo' }],
    ['video1', { url: '/screen/media/video1.mp4', mediaType: 'Video' }],
  ]);
  const input = {
    template: { html, formModel: { orientations: [orientation], fields }, assetsBaseUrl: '/a/' },
    values: check.values,
    orientation,
    items,
    media,
    language: 'en_US',
  };
  const documentBytes = Buffer.byteLength(renderSign(input));
  // Warm up, so the figure is the steady state a server reaches.
  for (let i = 0; i < 2_000; i += 1) renderSign(input);
  let renders = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    for (let i = 0; i < 100; i += 1) renderSign(input);
    renders += 100;
  }
  const elapsed = (performance.now() - start) / 1000;
  process.stdout.write(
    `${JSON.stringify({ fields: fields.length, documentBytes, renders, seconds: Number(elapsed.toFixed(2)), rendersPerSecond: Math.round(renders / elapsed) })}\n`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
