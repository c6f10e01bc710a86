import { labelText, type FieldOption, type SignField, type SignLanguage } from '@marquee/domain';
import { useEffect, useMemo } from 'react';
import { failureTextOf } from '../modal';
import type { FormFieldLoaders } from './form-field-types';
import { useLoaded } from './use-loaded';
import { useTimedMessage } from './use-timed-message';

export interface ShownOption {
  value: string;
  label: string;
}

const noOptions: readonly FieldOption[] = [];

/** What a failure says to someone who asks for more. */
export function failureDetail(error: unknown): string {
  return failureTextOf(error) ?? (error instanceof Error ? error.message : String(error));
}

/**
 * A field's choices in the language shown: its own `options`, or those its `optionsSource`
 * loads. A failed load is reported for 10 s (001 §8) with its detail behind Show more.
 */
export function useFieldOptions(
  field: SignField,
  language: SignLanguage,
  loaders: FormFieldLoaders,
) {
  const source = field.options ? null : (field.optionsSource ?? null);
  const loaded = useLoaded(source, loaders.loadOptions);
  const failure = useTimedMessage<string>();
  const { show } = failure;
  useEffect(() => {
    if (loaded.status === 'error') show(failureDetail(loaded.error));
  }, [loaded, show]);
  const fieldOptions = field.options ?? (loaded.status === 'success' ? loaded.data : noOptions);
  const options = useMemo<ShownOption[]>(
    () =>
      fieldOptions.map((option) => ({
        value: option.value,
        label: labelText(option.label, language) || option.value,
      })),
    [fieldOptions, language],
  );
  return { options, isLoading: loaded.status === 'pending', failure: failure.message };
}
