/** The spec's modal widths in px (002 section 9 and the screens that name them). */
export const modalWidths = {
  default: 800,
  mediaPicker: 1100,
  metadataEdit: 720,
  layerOptions: 620,
  remove: 500,
  saveFilter: 500,
  deleteMedia: 500,
  deleteFilter: 425,
} as const;

export type ModalWidthName = keyof typeof modalWidths;
