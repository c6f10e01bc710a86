import type { FormModel, SignLanguage, SignOrientation } from '@marquee/domain';
import { useEffect, useState } from 'react';
import { previewDocument } from '@/shared/signs/inline-document';
import { loadSignEngine } from '@/shared/signs/sign-engine';
import { templateFileSources, type TemplateFiles } from './template-files';

type TemplatePreview =
  | { status: 'pending' }
  | { status: 'ready'; document: string }
  | { status: 'failed'; reason: string };

/** Typing renders once it pauses, not on every key. */
const renderDelayMs = 250;

/**
 * One orientation of the template as a screen plays it: the HTML and model as typed, rendered by
 * the sign engine the server and the customer editor use, with sample values (each text its
 * label). Its files are written into the document (the frame runs nothing and loads nothing):
 * those added since the last save from memory, the saved ones from their version's address.
 */
export function useTemplatePreview(
  html: string,
  formModel: FormModel | null,
  orientation: SignOrientation | undefined,
  language: SignLanguage,
  files: TemplateFiles,
): TemplatePreview {
  const [state, setState] = useState<TemplatePreview>({ status: 'pending' });
  useEffect(() => {
    if (!formModel || !orientation) return undefined;
    let isCurrent = true;
    const timer = setTimeout(() => {
      loadSignEngine()
        .then((engine) =>
          previewDocument(
            engine.renderSign({
              template: { html, formModel, assetsBaseUrl: files.folder ?? '' },
              values: engine.sampleSignValues(formModel, language),
              orientation,
              items: new Map(),
              media: new Map(),
              language,
            }),
            templateFileSources(files),
          ),
        )
        .then(
          (document) => isCurrent && setState({ status: 'ready', document }),
          (error: unknown) =>
            isCurrent && setState({ status: 'failed', reason: String((error as Error)?.message) }),
        );
    }, renderDelayMs);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [html, formModel, orientation, language, files]);
  // The last document stays on show while the next one renders, so typing does not flicker.
  return state;
}
