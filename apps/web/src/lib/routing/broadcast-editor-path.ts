/**
 * The address of a saved broadcast's editor. The spec's trailing `{isOpenFromStart}` segment is
 * optional and left out, so the address names the broadcast and nothing that reads as a flag.
 */
export const broadcastEditorPath = (broadcastCode: string) =>
  `/broadcast/${encodeURIComponent(broadcastCode)}/details`;

/** The address of a saved campaign's editor (001 section 2), its name for the address only. */
export const campaignEditorPath = (broadcastCode: string, broadcastName: string) =>
  `/campaign/${encodeURIComponent(broadcastCode)}/${encodeURIComponent(broadcastName || '-')}/details`;
