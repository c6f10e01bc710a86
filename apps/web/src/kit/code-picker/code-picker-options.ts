import type { PickerOption } from './code-picker-types';

/** Lookup results as the spec lists them (002 section 3). */
export interface PlayerLookup {
  id: string;
  name: string;
}
export interface LocationLookup {
  locationCode: string;
  name: string;
}
export interface AspectLookup {
  AspectCode: string;
}
export interface TagLookup {
  tagCode: string;
  /** Shown when the source names its tags; otherwise the code is the name. */
  name?: string;
  tagAttribute?: { attributeValue?: string | null }[];
}
export interface MediaLookup {
  mediaCode: string;
  displayName: string;
}
export interface LayerLookup {
  code: string;
  name: string;
  hasPermission?: boolean;
}
export interface ClientLookup {
  clientCode: string;
  clientName: string;
}
export interface OrganizationLookup {
  organizationCode: string;
  organizationName: string;
}
export interface TriggerLookup {
  triggerCode: string;
  trigger: { name: string };
}

export const playerToOption = (p: PlayerLookup): PickerOption => ({ code: p.id, name: p.name });
export const locationToOption = (l: LocationLookup): PickerOption => ({
  code: l.locationCode,
  name: l.name,
});
export const aspectToOption = (a: AspectLookup): PickerOption => ({
  code: a.AspectCode,
  name: a.AspectCode,
});
/** The first tag attribute's value is the tag colour. */
export const tagToOption = (t: TagLookup): PickerOption => ({
  code: t.tagCode,
  name: t.name ?? t.tagCode,
  color: t.tagAttribute?.[0]?.attributeValue || 'transparent',
});
export const mediaToOption = (m: MediaLookup): PickerOption => ({
  code: m.mediaCode,
  name: m.displayName,
});
/** Layers the user holds no permission on are never offered. */
export const layerToOption = (l: LayerLookup): PickerOption | null =>
  l.hasPermission ? { code: l.code, name: l.name } : null;
export const clientToOption = (c: ClientLookup): PickerOption => ({
  code: c.clientCode,
  name: c.clientName,
});
export const organizationToOption = (o: OrganizationLookup): PickerOption => ({
  code: o.organizationCode,
  name: o.organizationName,
});
export const triggerToOption = (t: TriggerLookup): PickerOption => ({
  code: t.triggerCode,
  name: t.trigger.name,
});
