import type { FormModel, SignOrientation } from '@marquee/domain';

export interface BuiltInTemplate {
  templateCode: string;
  name: string;
  isFallback: boolean;
  html: string;
  formModel: FormModel;
}

const landscape: SignOrientation = {
  orientation_name: 'Landscape',
  orientation_pixels: '1920x1080',
  orientation: '16:9',
};
const portrait: SignOrientation = {
  orientation_name: 'Portrait',
  orientation_pixels: '1080x1920',
  orientation: '9:16',
};
export const bothOrientations = [landscape, portrait];

/** The page every built-in shares: full-bleed, system fonts, sized by the viewport. */
export const page = (style: string, body: string) => `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<style>
html, body { margin: 0; height: 100%; }
body { font-family: system-ui, sans-serif; box-sizing: border-box; overflow: hidden; }
${style}
</style>
</head>
<body>
${body}
</body>
</html>
`;

/**
 * The templates every client can make signs from, kept as global templates with fixed codes so
 * that each start can put back what is missing without making a second copy.
 */
export const builtInTemplates: readonly BuiltInTemplate[] = [
  {
    templateCode: 'builtin-headline-image',
    name: 'Headline and image',
    isFallback: false,
    html: page(
      `body { display: flex; flex-direction: column; background: {{background}}; color: #fff; }
h1 { font-size: 7vmin; margin: 5vmin; }
.picture { flex: 1; background-size: cover; background-position: center; }
p { font-size: 4vmin; margin: 0 5vmin 5vmin; }`,
      `<h1>{{headline}}</h1>
{{#image}}<img class="picture" src="{{image}}" alt="">{{/image}}
{{#text}}<p>{{text}}</p>{{/text}}`,
    ),
    formModel: {
      orientations: bothOrientations,
      fields: [
        {
          fieldName: 'headline',
          type: 'textarea',
          label: 'Headline',
          required: true,
          maxLength: 80,
        },
        { fieldName: 'image', type: 'media', label: 'Image', mediaLibrary: 'MediaLibrary' },
        { fieldName: 'text', type: 'richText', label: 'Text', maxLength: 400 },
        {
          fieldName: 'background',
          type: 'colorPicker',
          label: 'Background',
          customColor: true,
          defaultValue: '#1e3a5f',
        },
      ],
    },
  },
  {
    templateCode: 'builtin-price-list',
    name: 'Price list',
    isFallback: false,
    html: page(
      `body { padding: 6vmin; background: {{background}}; color: #111; }
h1 { font-size: 7vmin; margin: 0 0 4vmin; }
.row { display: flex; justify-content: space-between; font-size: 4.5vmin; padding: 1.2vmin 0; border-bottom: 0.3vmin solid rgba(0,0,0,.15); }`,
      `<h1>{{title}}</h1>
{{#rows}}<div class="row"><span>{{line}}</span><strong>{{price}}</strong></div>{{/rows}}`,
    ),
    formModel: {
      orientations: bothOrientations,
      fields: [
        { fieldName: 'title', type: 'textarea', label: 'Title', required: true, maxLength: 60 },
        {
          fieldName: 'rows',
          type: 'fieldset',
          label: 'Rows',
          maxCopies: 20,
          style: { allowCopies: true },
          fields: [
            { fieldName: 'line', type: 'textarea', label: 'Line', maxLength: 60 },
            { fieldName: 'price', type: 'textarea', label: 'Price', maxLength: 20 },
          ],
        },
        {
          fieldName: 'background',
          type: 'colorPicker',
          label: 'Background',
          customColor: true,
          defaultValue: '#f5f1e8',
        },
      ],
    },
  },
  {
    templateCode: 'builtin-menu-board',
    name: 'Menu board',
    isFallback: false,
    html: page(
      `body { padding: 5vmin; background: #1b1b1b; color: #f3e9d2; display: grid; grid-template-columns: 1fr 1fr; gap: 4vmin; }
h1 { grid-column: 1 / -1; font-size: 8vmin; margin: 0; color: {{accent}}; }
.dish { display: flex; gap: 2vmin; align-items: center; }
.dish img { width: 14vmin; height: 14vmin; object-fit: cover; border-radius: 1vmin; }
.dish h2 { font-size: 4vmin; margin: 0; }
.dish span { font-size: 4vmin; color: {{accent}}; }`,
      `<h1>{{title}}</h1>
{{#dishes}}<div class="dish">{{#photo}}<img src="{{photo}}" alt="">{{/photo}}<div><h2>{{product}}</h2><span>{{#product}}{{price}}{{/product}}{{^product}}{{price}}{{/product}}</span></div></div>{{/dishes}}`,
    ),
    formModel: {
      orientations: bothOrientations,
      fields: [
        { fieldName: 'title', type: 'textarea', label: 'Title', required: true, maxLength: 40 },
        {
          fieldName: 'dishes',
          type: 'fieldset',
          label: 'Dishes',
          maxCopies: 12,
          style: { allowCopies: true },
          fields: [
            { fieldName: 'product', type: 'productSelector', label: 'Item' },
            {
              fieldName: 'photo',
              type: 'itemMediaPicker',
              label: 'Photo',
              parentField: 'product',
              attributeCode: 'images',
            },
            // An item shows its own price, kept in step with the item; this is for a dish without one.
            { fieldName: 'price', type: 'textarea', label: 'Price without an item', maxLength: 20 },
          ],
        },
        {
          fieldName: 'accent',
          type: 'colorPicker',
          label: 'Accent colour',
          swatches: ['#e8b04a', '#d9534f', '#5cb85c'],
          defaultValue: '#e8b04a',
        },
      ],
    },
  },
  {
    templateCode: 'builtin-video-price-layers',
    name: 'Video with price layers',
    isFallback: false,
    html: page(
      `body { background: #000; }
video { width: 100%; height: 100%; object-fit: cover; }
.layers { position: absolute; inset: 0; }`,
      `<video src="{{video}}" autoplay muted loop playsinline></video>
<div class="layers">{{layers}}</div>`,
    ),
    formModel: {
      orientations: [landscape],
      fields: [
        { fieldName: 'video', type: 'media', label: 'Video', required: true },
        {
          fieldName: 'layers',
          type: 'metadataLayers',
          label: 'Price layers',
          parentField: 'video',
        },
      ],
    },
  },
  {
    templateCode: 'builtin-welcome',
    name: 'Welcome',
    isFallback: true,
    html: page(
      `body { display: flex; flex-direction: column; align-items: center; justify-content: center; background: {{background}}; color: #fff; text-align: center; }
h1 { font-size: 10vmin; margin: 0; }
p { font-size: 4vmin; }`,
      `<h1>{{greeting}}</h1>
{{#subtitle}}<p>{{subtitle}}</p>{{/subtitle}}`,
    ),
    formModel: {
      orientations: bothOrientations,
      fields: [
        {
          fieldName: 'greeting',
          type: 'textarea',
          label: { en_US: 'Greeting', sv_SE: 'Hälsning', de_DE: 'Begrüßung', es_ES: 'Saludo' },
          required: true,
          maxLength: 60,
          defaultValue: 'Welcome',
        },
        { fieldName: 'subtitle', type: 'textarea', label: 'Subtitle', maxLength: 120 },
        {
          fieldName: 'background',
          type: 'colorPicker',
          label: 'Background',
          customColor: true,
          defaultValue: '#2f4f4f',
        },
      ],
    },
  },
];
