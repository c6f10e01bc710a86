import type { PlayerSettingView } from '@marquee/contracts';
import type { SettingChange, SettingValue } from './setting-types';

/** What the user has done to one setting since it was loaded, until it is saved. */
export type SettingDraft =
  { kind: 'value'; value: SettingValue } | { kind: 'inherit' } | { kind: 'unset' };

export type SettingDrafts = ReadonlyMap<string, SettingDraft>;

/**
 * Where a row's value comes from as the server answered it: its own value at this level, a
 * level above, the definition's default because nothing above sets one, or an unset here.
 */
export type SettingSource = 'own' | 'Location' | 'Account' | 'default' | 'unset';

export function sourceOf(row: PlayerSettingView): SettingSource {
  if (row.unset) return 'unset';
  if (!row.inherit) return 'own';
  return row.inheritedFrom === 'Location' || row.inheritedFrom === 'Account'
    ? row.inheritedFrom
    : 'default';
}

const sameValue = (one: unknown, other: unknown) => JSON.stringify(one) === JSON.stringify(other);

/**
 * Whether a draft would leave the row as the server has it. A write-only value is never read
 * back, so any typed one is a change; an empty box is none (the secret goes by Unset).
 */
function isAsStored(row: PlayerSettingView, draft: SettingDraft): boolean {
  const source = sourceOf(row);
  if (draft.kind === 'unset') return source === 'unset';
  if (draft.kind === 'inherit') return row.inherit && !row.unset;
  if (row.definition.writeOnly) return draft.value === '';
  return source === 'own' && sameValue(row.value, draft.value);
}

/** The drafts with this row's changed; a change back to what is stored is no change. */
export function withDraft(
  drafts: SettingDrafts,
  row: PlayerSettingView,
  draft: SettingDraft,
): SettingDrafts {
  const next = new Map(drafts);
  if (isAsStored(row, draft)) next.delete(row.playerSettingCode);
  else next.set(row.playerSettingCode, draft);
  return next;
}

/** The save's body: only the changed settings, in the order the drafts were made. */
export function changesOf(drafts: SettingDrafts): SettingChange[] {
  return [...drafts].map(([playerSettingCode, draft]) =>
    draft.kind === 'value'
      ? { playerSettingCode, value: draft.value, inherit: false, unset: false }
      : { playerSettingCode, inherit: draft.kind === 'inherit', unset: draft.kind === 'unset' },
  );
}

/**
 * The server's refusal of a save, problem by problem, on the settings it names: it names each
 * one by its place in the body (`settings[0].value: must be at most 100`). Problems naming no
 * setting stay with the whole save.
 */
export function problemsBySetting(
  message: string,
  sent: readonly SettingChange[],
): ReadonlyMap<string, string> {
  const problems = new Map<string, string>();
  for (const part of message.split('; ')) {
    const index = /^settings\[(\d+)\]/.exec(part)?.[1];
    const code = index === undefined ? undefined : sent[Number(index)]?.playerSettingCode;
    if (code) problems.set(code, [problems.get(code), part].filter(Boolean).join('; '));
  }
  return problems;
}

/** The rows one of whose texts (code, name, description as shown) holds the typed text. */
export function matchingRows<Row>(
  rows: readonly Row[],
  text: string,
  textsOf: (row: Row) => readonly string[],
): Row[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [...rows];
  return rows.filter((row) => textsOf(row).some((field) => field.toLowerCase().includes(wanted)));
}
