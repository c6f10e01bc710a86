/** Where the gallery and the editor were opened for (the route's params). */
export interface SignTarget {
  /** 'media' for the library, else the screen (player id) whose channel gets the sign. */
  target: string;
  targetName?: string;
  /** The channel a new sign joins the end of. */
  channelCode?: string;
}

const segment = (text: string) => encodeURIComponent(text);

/** The library, or the playlist of the screen the sign was made for. */
export function returnPathOf({ target, targetName }: SignTarget): string {
  return target === 'media' || !targetName
    ? '/media'
    : `/screens/${segment(target)}/${segment(targetName)}/playlist`;
}

/** A new sign from a template, for the same target as the gallery it was chosen in. */
export function newSignPath(templateCode: string, { target, targetName, channelCode }: SignTarget) {
  const name = targetName ? `/${segment(targetName)}` : '';
  const channel = channelCode ? `/${segment(channelCode)}` : '';
  return `/templates/${segment(target)}${name}/signs/${segment(templateCode)}${channel}`;
}

/** Where a sign is edited (`edit`) or copied (`duplicate`). */
export function signEditorPath(
  kind: 'edit' | 'duplicate',
  mediaCode: string,
  { target, targetName }: SignTarget = { target: 'media' },
) {
  const name = targetName ? `/${segment(targetName)}` : '';
  return `/templates/${segment(target)}/${kind}/signs/${segment(mediaCode)}${name}`;
}
