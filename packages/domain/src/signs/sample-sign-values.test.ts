import { describe, expect, it } from 'vitest';
import type { FormModel } from './form-model';
import { sampleSignValues } from './sample-sign-values';

const model: FormModel = {
  orientations: [
    { orientation_name: 'Landscape', orientation_pixels: '1920x1080', orientation: '16:9' },
  ],
  fields: [
    {
      fieldName: 'headline',
      type: 'textarea',
      label: { en_US: 'Headline', sv_SE: 'Rubrik' },
      required: true,
    },
    { fieldName: 'greeting', type: 'textarea', label: 'Greeting', defaultValue: 'Welcome' },
    { fieldName: 'colour', type: 'colorPicker', label: 'Colour', defaultValue: '#abc' },
    { fieldName: 'picture', type: 'media', label: 'Picture' },
    {
      fieldName: 'rows',
      type: 'fieldset',
      label: 'Rows',
      fields: [{ fieldName: 'line', type: 'richText', label: 'Line' }],
    },
  ],
};

describe('sampleSignValues', () => {
  it("fills each empty text with its label in the language, keeping a new sign's other values", () => {
    expect(sampleSignValues(model, 'sv_SE')).toEqual({
      headline: 'Rubrik',
      greeting: 'Welcome',
      colour: '#aabbcc',
      picture: null,
      rows: [{ line: 'Line' }],
    });
  });
});
