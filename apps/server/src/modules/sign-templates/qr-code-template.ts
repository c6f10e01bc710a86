import type { FormModel } from '@marquee/domain';
import { bothOrientations, page } from './built-in-templates';

/**
 * The premium "QR code" template: a headline, a short text and a link drawn as a QR code on a
 * light card with a caption, side by side across a landscape screen and stacked on a portrait
 * one. Every client has a copy of its own (`ensureQrCodeTemplates`), so support can restyle one
 * client's without touching another's.
 */
export const qrCodeTemplate: { name: string; html: string; formModel: FormModel } = {
  name: 'QR code',
  html: page(
    `body { background: {{background}}; color: #fff; }
.sign { height: 100%; box-sizing: border-box; padding: 7vmin; display: flex; align-items: center; gap: 7vmin; }
.words { flex: 1; }
h1 { font-size: 8vmin; line-height: 1.1; margin: 0 0 3vmin; }
.text { font-size: 4vmin; line-height: 1.35; opacity: 0.9; }
.text h1 { font-size: 5vmin; margin: 0 0 1vmin; }
.code { margin: 0; padding: 3vmin; border-radius: 2vmin; background: #fff; color: #111; text-align: center; }
.qr { width: 52vmin; height: 52vmin; }
.qr svg { display: block; }
figcaption { font-size: 3.4vmin; margin-top: 2vmin; max-width: 52vmin; }
@media (orientation: portrait) {
  .sign { flex-direction: column; justify-content: center; text-align: center; }
  .words { flex: none; }
  .qr { width: 64vmin; height: 64vmin; }
  figcaption { max-width: 64vmin; }
}`,
    `<main class="sign">
<div class="words"><h1>{{headline}}</h1>{{#text}}<div class="text">{{text}}</div>{{/text}}</div>
{{#link}}<figure class="code"><div class="qr">{{qrCode}}</div>{{#caption}}<figcaption>{{caption}}</figcaption>{{/caption}}</figure>{{/link}}
</main>`,
  ),
  formModel: {
    orientations: bothOrientations,
    fields: [
      {
        fieldName: 'headline',
        type: 'textarea',
        label: { en_US: 'Headline', sv_SE: 'Rubrik', de_DE: 'Überschrift', es_ES: 'Titular' },
        required: true,
        maxLength: 60,
      },
      {
        fieldName: 'text',
        type: 'textarea',
        label: { en_US: 'Text', sv_SE: 'Text', de_DE: 'Text', es_ES: 'Texto' },
        maxLength: 200,
      },
      {
        fieldName: 'link',
        type: 'textarea',
        label: { en_US: 'Link', sv_SE: 'Länk', de_DE: 'Link', es_ES: 'Enlace' },
        required: true,
        maxLength: 200,
      },
      {
        fieldName: 'caption',
        type: 'textarea',
        label: {
          en_US: 'Caption',
          sv_SE: 'Bildtext',
          de_DE: 'Bildunterschrift',
          es_ES: 'Pie de foto',
        },
        maxLength: 80,
        defaultValue: 'Scan with your phone',
      },
      {
        fieldName: 'background',
        type: 'colorPicker',
        label: { en_US: 'Background', sv_SE: 'Bakgrund', de_DE: 'Hintergrund', es_ES: 'Fondo' },
        customColor: true,
        defaultValue: '#123c44',
      },
    ],
  },
};
