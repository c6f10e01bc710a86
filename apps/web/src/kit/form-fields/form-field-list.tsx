import { Stack } from '@mantine/core';
import {
  labelText,
  type SignField,
  type SignFieldType,
  type SignValue,
  type SignValues,
} from '@marquee/domain';
import { lazy, Suspense, type ComponentType } from 'react';
import { KitLoader } from '../loader';
import { CheckboxField } from './checkbox-field';
import { ChoicesField } from './choices-field';
import { DateField } from './date-field';
import { errorAt } from './field-errors';
import { FieldsetField } from './fieldset-field';
import type { FieldProps, FormFieldContext } from './form-field-types';
import { ItemMediaPickerField } from './item-media-picker-field';
import { MediaField } from './media-field';
import { MetadataLayersField } from './metadata-layers-field';
import { MultiDiskMediaField } from './multi-disk-media-field';
import { MultiLibraryMediaField } from './multi-library-media-field';
import { MultiSelectField } from './multi-select-field';
import { ProductSelectorField } from './product-selector-field';
import { RadioField } from './radio-field';
import { SliderField } from './slider-field';
import { SwitchField } from './switch-field';
import { TextareaField } from './textarea-field';
import { pathText, type ValuePath } from './value-path';

// The two heaviest fields load when a form first shows one (the "load lazily").
const ColorPickerField = lazy(() => import('./color-picker-field'));
const RichTextField = lazy(() => import('./rich-text-field'));

const fieldComponents: Record<Exclude<SignFieldType, 'fieldset'>, ComponentType<FieldProps>> = {
  radio: RadioField,
  media: MediaField,
  colorPicker: ColorPickerField,
  textarea: TextareaField,
  richText: RichTextField,
  productSelector: ProductSelectorField,
  choices: ChoicesField,
  checkbox: CheckboxField,
  switch: SwitchField,
  date: DateField,
  slider: SliderField,
  multiSelect: MultiSelectField,
  multiLibraryMedia: MultiLibraryMediaField,
  multiDiskMedia: MultiDiskMediaField,
  itemMediaPicker: ItemMediaPickerField,
  metadataLayers: MetadataLayersField,
};

export interface FormFieldListProps {
  fields: readonly SignField[];
  values: SignValues;
  /** Where these values sit: nothing for the form, `[fieldset, copy]` for a copy's fields. */
  at: ValuePath;
  /** The form's values, where a copy's field finds a parent field outside its fieldset. */
  formValues: SignValues;
  setAt: (path: ValuePath, value: SignValue) => void;
  context: FormFieldContext;
}

/** The fields of a form or of one fieldset copy, each with its value, label and error. */
export function FormFieldList({
  fields,
  values,
  at,
  formValues,
  setAt,
  context,
}: FormFieldListProps) {
  const scope = at.length === 0 ? values : { ...formValues, ...values };
  return (
    <Stack gap="md">
      {fields.map((field) => {
        const path = [...at, field.fieldName];
        const props: FieldProps = {
          ...context,
          field,
          value: values[field.fieldName],
          onChange: (value) => setAt(path, value),
          label: labelText(
            field.type === 'fieldset' ? (field.title ?? field.label) : field.label,
            context.language,
          ),
          path: pathText(path),
          error: errorAt(context.errors, pathText(path), field.type === 'fieldset'),
          scope,
        };
        if (field.type === 'fieldset') {
          return (
            <FieldsetField
              key={field.fieldName}
              {...props}
              renderCopy={(copy, index) => (
                <FormFieldList
                  fields={field.fields ?? []}
                  values={copy}
                  at={[...path, index]}
                  formValues={formValues}
                  setAt={setAt}
                  context={context}
                />
              )}
            />
          );
        }
        const Field = fieldComponents[field.type];
        return (
          <Suspense key={field.fieldName} fallback={<KitLoader size="sm" />}>
            <Field {...props} />
          </Suspense>
        );
      })}
    </Stack>
  );
}
