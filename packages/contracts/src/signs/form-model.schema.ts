import {
  fieldNamePattern,
  formModelLimits,
  orientationAspectPattern,
  orientationPixelsPattern,
  richTextTools,
  signFieldTypes,
  signLanguages,
  signValueLimits,
  type FormModel,
  type MetadataLayer,
} from '@marquee/domain';
import { z } from 'zod';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour #rrggbb');
const labelSchema = z.union([
  z.string().trim().min(1).max(200),
  z.partialRecord(z.enum(signLanguages), z.string().trim().min(1).max(200)),
]);
const optionSchema = z.object({ value: z.string().trim().min(1).max(200), label: labelSchema });

/** What every field may say; a fieldset adds its `fields`. */
const fieldShape = {
  fieldName: z
    .string()
    .regex(fieldNamePattern, 'must be a letter, then letters, digits or _ (at most 64)'),
  type: z.enum(signFieldTypes),
  label: labelSchema,
  required: z.boolean().optional(),
  title: labelSchema.optional(),
  options: z.array(optionSchema).max(formModelLimits.maxOptions).optional(),
  optionsSource: z
    .string()
    .regex(
      /^(locations|tags|item:[A-Za-z][A-Za-z0-9_]{0,63})$/,
      'must be locations, tags or item:<attributeCode>',
    )
    .optional(),
  maxLength: z.number().int().min(1).max(formModelLimits.maxLength).optional(),
  maxCopies: z.number().int().min(1).max(formModelLimits.maxCopies).optional(),
  minValue: z.number().finite().optional(),
  maxValue: z.number().finite().optional(),
  minLabel: labelSchema.optional(),
  maxLabel: labelSchema.optional(),
  swatches: z.array(hexColour).max(30).optional(),
  customColor: z.boolean().optional(),
  editor: z.partialRecord(z.enum(richTextTools), z.boolean()).optional(),
  style: z
    .object({
      fieldsVolume: z.number().int().min(1).max(formModelLimits.maxCopies).optional(),
      allowCopies: z.boolean().optional(),
    })
    .optional(),
  collapsible: z.boolean().optional(),
  isCollapsed: z.boolean().optional(),
  parentField: z.string().regex(fieldNamePattern).optional(),
  attributeCode: z.string().regex(fieldNamePattern).optional(),
  multiselect: z.boolean().optional(),
  mediaLibrary: z.enum(['MediaLibrary', 'ItemImages', 'BookingMedia']).optional(),
  defaultValue: z
    .union([z.string().max(formModelLimits.maxLength), z.number().finite(), z.boolean()])
    .optional(),
};

const leafFieldSchema = z.object({
  ...fieldShape,
  type: z.enum(signFieldTypes).exclude(['fieldset']),
});

export const signFieldSchema = z.object({
  ...fieldShape,
  fields: z.array(leafFieldSchema).min(1).max(formModelLimits.maxFields).optional(),
});

export const signOrientationSchema = z.object({
  orientation_name: z.string().trim().min(1).max(60),
  orientation_pixels: z
    .string()
    .regex(orientationPixelsPattern, 'must be <width>x<height>, as 1920x1080'),
  orientation: z.string().regex(orientationAspectPattern, 'must be <w>:<h>, as 16:9'),
});

const layerPosition = z.number().min(0).max(signValueLimits.maxLayerPosition);
const layerSeconds = z.number().min(0).max(signValueLimits.maxLayerSeconds);

/**
 * One metadata layer (spec 001 §3) as a metadataLayers value holds it; what needs the whole layer
 * (outTime not before inTime, the font's characters) is checked by `checkMetadataLayers`.
 */
export const metadataLayerSchema = z.object({
  id: z.string().min(1).max(64),
  layerName: z.string().max(signValueLimits.maxLayerText),
  x: layerPosition,
  y: layerPosition,
  fontFamily: z.string().min(1).max(100),
  fontStyle: z.string().max(40),
  align: z.enum(['left', 'center', 'right']),
  currency: z.string().max(8),
  color: hexColour,
  fontSize: z.number().min(signValueLimits.minLayerFontSize).max(signValueLimits.maxLayerFontSize),
  /** Seconds into the media when the layer appears. */
  inTime: layerSeconds,
  /** Seconds into the media when the layer goes. */
  outTime: layerSeconds,
  /** Which item of the sign (1 the first) the layer shows the price of; 0 none. */
  rowNumber: z.number().int().min(0).max(signValueLimits.maxLayerRowNumber),
  mediaCode: z.string().min(1).max(64),
}) satisfies z.ZodType<MetadataLayer>;

/**
 * A template's form model as it travels. The shape is checked here; what needs the whole model
 * (unique field names, a fieldset's fields, parents that exist, placeholders naming fields) is
 * checked by `checkFormModel` in the domain, naming the path (`formModel.fields[2].fieldName`).
 */
export const formModelSchema = z
  .object({
    orientations: z.array(signOrientationSchema).min(1).max(formModelLimits.maxOrientations),
    fields: z.array(signFieldSchema).max(formModelLimits.maxFields),
  })
  .meta({
    examples: [
      {
        orientations: [
          { orientation_name: 'Landscape', orientation_pixels: '1920x1080', orientation: '16:9' },
        ],
        fields: [
          {
            fieldName: 'headline',
            type: 'textarea',
            label: 'Headline',
            required: true,
            maxLength: 80,
          },
        ],
      },
    ],
  }) satisfies z.ZodType<FormModel>;
