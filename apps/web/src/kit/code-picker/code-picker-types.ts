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
