/** What every picker search takes: the spec's page of 10, skip 0 first. */
export interface PickerSearchRequest {
  searchText: string;
  maxItemsInResult: number;
  skipItemsInResult: number;
}

export interface PickerSearchResult<T> {
  items: T[];
  hasMore: boolean;
}

export type PickerSearch<T> = (request: PickerSearchRequest) => Promise<PickerSearchResult<T>>;

const searchIds = new WeakMap<PickerSearch<unknown>, number>();
let lastSearchId = 0;

/**
 * A number per search function, so each picker's answers are cached under their own key (a
 * query key cannot hold the function itself).
 */
export function pickerSearchId<T>(search: PickerSearch<T>): number {
  const known = searchIds.get(search as PickerSearch<unknown>);
  if (known !== undefined) return known;
  lastSearchId += 1;
  searchIds.set(search as PickerSearch<unknown>, lastSearchId);
  return lastSearchId;
}

/** A chosen code with what the picker shows for it (the spec's lookup entry). */
export interface PickerOption {
  code: string;
  name: string;
  /** A tag's colour swatch. */
  color?: string;
}

export const pickerPageSize = 10;

/** How long typed search text settles before a kit search asks again. */
export const pickerSearchDelayMs = 250;

/** Adds options whose code is not chosen yet; single-select keeps only one. */
export function addPickerOption(
  chosen: readonly PickerOption[],
  option: PickerOption,
  isSingle: boolean,
): PickerOption[] {
  if (chosen.some((existing) => existing.code === option.code)) return [...chosen];
  return isSingle ? [option] : [...chosen, option];
}
