/** Bounds of values a sign holds, besides those its form model sets, so nothing unbounded passes. */
export const signValueLimits = {
  /** A value from a looked-up list (`optionsSource`), as the options call answers them. */
  maxOptionValueLength: 200,
  /** Media in one multi-media field. */
  maxMediaPerField: 50,
  /** Markup of one rich text, tags included; its text is bounded by the field's maxLength. */
  maxRichTextMarkup: 100_000,
  /** Seconds into a medium a metadata layer may appear or go (a day). */
  maxLayerSeconds: 86_400,
  /** Pixels a metadata layer may sit at, as the largest orientation allows. */
  maxLayerPosition: 99_999,
  minLayerFontSize: 1,
  maxLayerFontSize: 2_000,
  maxLayerRowNumber: 1_000,
  maxLayerText: 200,
} as const;

/** A code of an account's row (media, item): URL-safe, as the contracts' `codeSchema`. */
export const rowCodePattern = /^[A-Za-z0-9_-]{1,64}$/;
