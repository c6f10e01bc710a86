import type { SignLanguage, SignValues } from '@marquee/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { capturePreviews } from './sign-previews';
import { lookupsFor } from './sign-references';
import type { SignEditor } from './signs.api';

/**
 * A sign read without pictures of its current render (the server rendered it again when an item
 * it shows changed, or a capture after its save failed) gets them now, in the background, from
 * the values as read. A failure is reported; the editing goes on.
 */
export function useMissingPreviews(sign: SignEditor | null, language: SignLanguage) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(undefined);
  const isStarted = useRef(false);
  useEffect(() => {
    if (!sign || isStarted.current) return;
    const { mediaCode, documentHash, template, FormModel: formModel } = sign;
    const missing = sign.documents
      .filter((document) => document.previewUrl === null)
      .map((document) => document.orientation_name);
    if (!mediaCode || !documentHash || !template || !formModel || missing.length === 0) return;
    isStarted.current = true;
    const values = sign.values as SignValues;
    lookupsFor(queryClient, formModel.fields, values)
      .then((lookups) =>
        capturePreviews(
          mediaCode,
          documentHash,
          { ...lookups, template, formModel, values, language },
          missing,
        ),
      )
      .catch((failure: unknown) => setError(failure ?? new Error('capture failed')));
  }, [sign, language, queryClient]);
  return { error };
}
