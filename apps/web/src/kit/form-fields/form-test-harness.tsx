import userEvent from '@testing-library/user-event';
import type { FormModel, SignField, SignLanguage, SignValues } from '@marquee/domain';
import { useState } from 'react';
import { vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { PickerMedia } from '../media-picker';
import type { FieldErrors, FormFieldLoaders, PickerItem } from './form-field-types';
import { SignForm } from './sign-form';

export const demoMedia: PickerMedia[] = [
  { mediaCode: 'M1', displayName: 'Beach.jpg', mediaType: 'Photo' },
  { mediaCode: 'M2', displayName: 'Promo.mp4', mediaType: 'Video' },
  { mediaCode: 'S1', displayName: 'Summer sign', mediaType: 'HtmlAd' },
];
export const demoItems: PickerItem[] = [
  { factCode: 'F1', displayName: 'Coffee', cells: { Price: '2.50' } },
  { factCode: 'F2', displayName: 'Tea', cells: { Price: '2.00' } },
];

/** Loaders over the demo data above; each a spy a test may replace. */
export function testLoaders(overrides: Partial<FormFieldLoaders> = {}): FormFieldLoaders {
  const byCode = (code: string) =>
    demoMedia.find((m) => m.mediaCode === code) ?? { mediaCode: code, displayName: code };
  return {
    searchMedia: vi.fn(async () => ({ medias: demoMedia, totalCount: demoMedia.length })),
    loadMedia: vi.fn(async (code: string) => byCode(code)),
    uploadFile: vi.fn(async (file: File) => ({
      mediaCode: `U-${file.name}`,
      displayName: file.name,
    })),
    searchItems: vi.fn(async ({ searchText }) => ({
      items: demoItems.filter((item) => item.displayName.includes(searchText)),
      hasMore: false,
    })),
    loadItem: vi.fn(async (code: string) => demoItems.find((item) => item.factCode === code)!),
    loadItemImages: vi.fn(async () => [demoMedia[0]!]),
    loadOptions: vi.fn(async () => [
      { value: 'oslo', label: 'Oslo' },
      { value: 'lund', label: { en_US: 'Lund', sv_SE: 'Lund stad' } },
    ]),
    loadMetadataLayers: vi.fn(async () => []),
    ...overrides,
  };
}

export const model = (...fields: SignField[]): FormModel => ({
  orientations: [
    { orientation_name: 'Landscape', orientation_pixels: '1920x1080', orientation: '16:9' },
  ],
  fields,
});

interface HarnessOptions {
  initial?: SignValues;
  errors?: FieldErrors;
  language?: SignLanguage;
  loaders?: FormFieldLoaders;
}

/** The form over its own values; the last values reported are read from `values()`. */
export function renderForm(formModel: FormModel, options: HarnessOptions = {}) {
  const loaders = options.loaders ?? testLoaders();
  const reported: SignValues[] = [];
  function Harness() {
    const [values, setValues] = useState<SignValues>(options.initial ?? {});
    return (
      <>
        <SignForm
          model={formModel}
          values={values}
          onChange={(next) => {
            reported.push(next);
            setValues(next);
          }}
          errors={options.errors}
          language={options.language ?? 'en_US'}
          loaders={loaders}
          userId="u1"
        />
        <button type="button">Elsewhere</button>
      </>
    );
  }
  renderWithProviders(<Harness />);
  return { loaders, values: () => reported.at(-1) ?? options.initial ?? {}, reported };
}

/** A user whose waits move the fake clock along. */
export function setupUser() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** The open modal's width in px, as Mantine writes it (rem) into its root's --modal-size. */
export function modalWidth(): number {
  const style = document.querySelector('[style*="--modal-size"]')?.getAttribute('style') ?? '';
  const rem = /--modal-size: calc\(([\d.]+)rem/.exec(style)?.[1];
  return rem === undefined ? 0 : Number(rem) * 16;
}
