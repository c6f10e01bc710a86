import type { FormModel, SignValues } from '@marquee/domain';
import type { SignEditor, SignTemplate } from './signs.api';
import { keepValuesForForm } from './sign-values';

/** How the editor was opened: a new sign from a template, a sign to change, or one to copy. */
export type EditorMode = 'new' | 'edit' | 'duplicate';

export function editorModeOf(routeName: string | undefined): EditorMode {
  if (routeName === 'SignEdit') return 'edit';
  if (routeName === 'SignDuplicate') return 'duplicate';
  return 'new';
}

/** What the editor holds of a sign while it is changed. */
export interface SignDraft {
  displayName: string;
  values: SignValues;
  template: SignTemplate;
  formModel: FormModel;
  /** Moved to the template's current version: the save says so. */
  updateTemplate: boolean;
}

/** The draft a sign (or a template's blank form) starts as; a copy is named by `copyName`. */
export function draftOf(sign: SignEditor, copyName?: (name: string) => string): SignDraft | null {
  if (!sign.template || !sign.FormModel) return null;
  return {
    displayName: copyName ? copyName(sign.displayName) : sign.displayName,
    values: sign.values as SignValues,
    template: sign.template,
    formModel: sign.FormModel,
    updateTemplate: false,
  };
}

/** Whether the template has a version newer than the one the draft renders. */
export function hasNewerTemplate(draft: SignDraft): boolean {
  return draft.template.latestVersion > draft.template.version;
}

/**
 * The draft on the template's current version (`latest` is that template's blank form): the
 * values whose fields it still has kept, its defaults for the rest.
 */
export function upgradedDraft(draft: SignDraft, latest: SignEditor): SignDraft {
  if (!latest.template || !latest.FormModel) return draft;
  return {
    ...draft,
    template: latest.template,
    formModel: latest.FormModel,
    values: keepValuesForForm(
      draft.formModel.fields,
      draft.values,
      latest.FormModel.fields,
      latest.values as SignValues,
    ),
    updateTemplate: true,
  };
}

/** What a save would change, compared with the draft as it was read. */
export function draftKey(draft: SignDraft): string {
  return JSON.stringify([draft.displayName, draft.values, draft.template.version]);
}
