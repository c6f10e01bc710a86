import type { FieldLabel, FormModel, MetadataLayer, SignValues } from '@marquee/domain';
import type { FormFieldLoaders, PickerItem } from '@/kit/form-fields';
import { demoMedia, searchDemoMedia } from './gallery-demo-media';

const label = (en_US: string, sv_SE: string, de_DE: string, es_ES: string): FieldLabel => ({
  en_US,
  sv_SE,
  de_DE,
  es_ES,
});

/** A template's form with every one of the 17 field types, labelled in the four languages. */
export const demoFormModel: FormModel = {
  orientations: [
    { orientation_name: 'Landscape', orientation_pixels: '1920x1080', orientation: '16:9' },
  ],
  fields: [
    {
      fieldName: 'headline',
      type: 'textarea',
      label: label('Headline', 'Rubrik', 'Überschrift', 'Titular'),
      maxLength: 80,
      required: true,
    },
    {
      fieldName: 'body',
      type: 'richText',
      label: label('Body text', 'Brödtext', 'Fließtext', 'Texto'),
    },
    {
      fieldName: 'background',
      type: 'colorPicker',
      label: label('Background', 'Bakgrund', 'Hintergrund', 'Fondo'),
    },
    {
      fieldName: 'layout',
      type: 'radio',
      label: label('Layout', 'Layout', 'Aufteilung', 'Diseño'),
      options: [
        {
          value: 'left',
          label: label('Image left', 'Bild till vänster', 'Bild links', 'Imagen a la izquierda'),
        },
        {
          value: 'right',
          label: label('Image right', 'Bild till höger', 'Bild rechts', 'Imagen a la derecha'),
        },
      ],
    },
    { fieldName: 'image', type: 'media', label: label('Image', 'Bild', 'Bild', 'Imagen') },
    {
      fieldName: 'product',
      type: 'productSelector',
      label: label('Product', 'Produkt', 'Produkt', 'Producto'),
    },
    {
      fieldName: 'productImage',
      type: 'itemMediaPicker',
      label: label('Product image', 'Produktbild', 'Produktbild', 'Imagen del producto'),
      parentField: 'product',
      attributeCode: 'images',
    },
    {
      fieldName: 'store',
      type: 'choices',
      label: label('Store', 'Butik', 'Filiale', 'Tienda'),
      optionsSource: 'locations',
    },
    {
      fieldName: 'tags',
      type: 'multiSelect',
      label: label('Tags', 'Taggar', 'Tags', 'Etiquetas'),
      optionsSource: 'tags',
    },
    {
      fieldName: 'showPrice',
      type: 'checkbox',
      label: label('Show price', 'Visa pris', 'Preis zeigen', 'Mostrar precio'),
    },
    {
      fieldName: 'animate',
      type: 'switch',
      label: label('Animate', 'Animera', 'Animieren', 'Animar'),
    },
    {
      fieldName: 'validUntil',
      type: 'date',
      label: label('Valid until', 'Giltig till', 'Gültig bis', 'Válido hasta'),
    },
    {
      fieldName: 'opacity',
      type: 'slider',
      label: label('Overlay', 'Överlägg', 'Überlagerung', 'Superposición'),
      minLabel: label('Clear', 'Klar', 'Klar', 'Claro'),
      maxLabel: label('Dark', 'Mörk', 'Dunkel', 'Oscuro'),
    },
    {
      fieldName: 'gallery',
      type: 'multiLibraryMedia',
      label: label('Gallery', 'Galleri', 'Galerie', 'Galería'),
    },
    {
      fieldName: 'slides',
      type: 'multiDiskMedia',
      label: label('Slides', 'Bilder', 'Folien', 'Diapositivas'),
    },
    { fieldName: 'video', type: 'media', label: label('Video', 'Video', 'Video', 'Vídeo') },
    {
      fieldName: 'priceLayers',
      type: 'metadataLayers',
      label: label('Price layers', 'Prislager', 'Preisebenen', 'Capas de precio'),
      parentField: 'video',
    },
    {
      fieldName: 'rows',
      type: 'fieldset',
      label: label('Price rows', 'Prisrader', 'Preiszeilen', 'Filas de precios'),
      collapsible: true,
      maxCopies: 4,
      style: { allowCopies: true },
      fields: [
        {
          fieldName: 'line',
          type: 'textarea',
          label: label('Line', 'Rad', 'Zeile', 'Línea'),
          maxLength: 40,
        },
        {
          fieldName: 'lineColor',
          type: 'colorPicker',
          label: label('Line colour', 'Radfärg', 'Zeilenfarbe', 'Color de línea'),
        },
      ],
    },
  ],
};

const items: PickerItem[] = ['Cappuccino', 'Latte', 'Espresso', 'Cinnamon bun', 'Croissant'].map(
  (displayName, i) => ({
    factCode: `F-${101 + i}`,
    displayName,
    cells: { SKU: `SKU-${101 + i}`, Price: `${(2.5 + i * 0.75).toFixed(2)} EUR` },
  }),
);

const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 300));

function layer(id: string, layerName: string, y: number): MetadataLayer {
  return {
    id,
    layerName,
    x: 120,
    y,
    fontFamily: 'Arial',
    fontStyle: 'bold',
    align: 'left',
    currency: 'EUR',
    color: '#ffffff',
    fontSize: 48,
    inTime: 2,
    outTime: 12,
    rowNumber: 1,
    mediaCode: '',
  };
}

/** Answers like the sign editor's calls will, over the gallery's demo media and items. */
export const demoFormLoaders: FormFieldLoaders = {
  searchMedia: searchDemoMedia,
  loadMedia: (code) =>
    later(demoMedia.find((m) => m.mediaCode === code) ?? { mediaCode: code, displayName: code }),
  uploadFile: (file) => later({ mediaCode: `U-${file.name}`, displayName: file.name }),
  searchItems: async ({ searchText, skipItemsInResult, maxItemsInResult }) => {
    const found = items.filter((item) =>
      item.displayName.toLowerCase().includes(searchText.toLowerCase()),
    );
    return later({
      items: found.slice(skipItemsInResult, skipItemsInResult + maxItemsInResult),
      hasMore: false,
    });
  },
  loadItem: (code) =>
    later(items.find((item) => item.factCode === code) ?? { factCode: code, displayName: code }),
  loadItemImages: () => later(demoMedia.filter((m) => m.mediaType === 'Photo').slice(0, 4)),
  loadOptions: (source) =>
    source === 'tags'
      ? Promise.reject(
          new Error('GET /api/media/signs/options/tags answered 503 Service Unavailable'),
        )
      : later(
          ['Stockholm', 'Oslo', 'Berlin', 'Madrid'].map((name) => ({ value: name, label: name })),
        ),
  loadMetadataLayers: () => later([layer('L1', 'Price', 820), layer('L2', 'Name', 900)]),
};

/** Filled in partly, so both the empty and the chosen states show. */
export const demoFormValues: SignValues = {
  headline: 'Fresh coffee\nEvery morning from 7',
  background: '#1c7ed6',
  product: { factCode: 'F-101' },
  video: { mediaCode: 'M-2002' },
  rows: [{ line: 'Cappuccino 3.20', lineColor: '#ffd43b' }, { line: 'Latte 3.50' }],
};
