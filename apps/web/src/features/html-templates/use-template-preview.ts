import type { FormModel, SignLanguage, SignOrientation } from '@marquee/domain';
import { useMemo } from 'react';
import { previewDocument } from '@/shared/signs/inline-document';
import type { SignEngine } from '@/shared/signs/sign-engine';
import { useDrawnPreview } from '@/shared/signs/use-drawn-preview';
import { templateFileSources, type TemplateFiles } from './template-files';

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
) {
  const draw = useMemo(
    () =>
      formModel && orientation
        ? (engine: SignEngine) =>
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
            )
        : null,
    [html, formModel, orientation, language, files],
  );
  return useDrawnPreview(draw);
}
