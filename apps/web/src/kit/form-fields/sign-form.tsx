import type { FormModel, SignLanguage, SignValue, SignValues } from '@marquee/domain';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { FormFieldList } from './form-field-list';
import type { FieldErrors, FormFieldLoaders } from './form-field-types';
import { setIn, type ValuePath } from './value-path';

export interface SignFormProps {
  model: FormModel;
  /** By fieldName; a fieldset holds a list of copies, each by its own fields' names. */
  values: SignValues;
  onChange: (values: SignValues) => void;
  /** The server's errors by path (`values.rows[1].line`), each shown at its field. */
  errors?: FieldErrors;
  language: SignLanguage;
  loaders: FormFieldLoaders;
  userId: string;
}

const noErrors: FieldErrors = {};

/** Every field of a sign template's form model (001 §§3–5), filled in and reported as values. */
export function SignForm({
  model,
  values,
  onChange,
  errors = noErrors,
  language,
  loaders,
  userId,
}: SignFormProps) {
  // Several fields may report in one go (each empty radio its first option): each change
  // builds on the last, not on the values of the render that drew it.
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  }, [values]);
  const setAt = useCallback(
    (path: ValuePath, value: SignValue) => {
      latest.current = setIn(latest.current, path, value);
      onChange(latest.current);
    },
    [onChange],
  );
  const context = useMemo(
    () => ({ language, loaders, userId, errors }),
    [language, loaders, userId, errors],
  );
  return (
    <FormFieldList
      fields={model.fields}
      values={values}
      at={[]}
      formValues={values}
      setAt={setAt}
      context={context}
    />
  );
}
