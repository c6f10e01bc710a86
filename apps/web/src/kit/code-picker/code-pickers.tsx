import { CodePicker, type CodePickerProps } from './code-picker';
import {
  aspectToOption,
  clientToOption,
  layerToOption,
  locationToOption,
  mediaToOption,
  organizationToOption,
  playerToOption,
  tagToOption,
  triggerToOption,
  type AspectLookup,
  type ClientLookup,
  type LayerLookup,
  type LocationLookup,
  type MediaLookup,
  type OrganizationLookup,
  type PlayerLookup,
  type TagLookup,
  type TriggerLookup,
} from './code-picker-options';
import type { PickerOption } from './code-picker-types';

export type EntityPickerProps<T> = Omit<CodePickerProps<T>, 'toOption'>;

function entityPicker<T>(toOption: (item: T) => PickerOption | null) {
  return function EntityPicker(props: EntityPickerProps<T>) {
    return <CodePicker {...props} toOption={toOption} />;
  };
}

export const PlayerPicker = entityPicker<PlayerLookup>(playerToOption);
export const LocationPicker = entityPicker<LocationLookup>(locationToOption);
export const AspectPicker = entityPicker<AspectLookup>(aspectToOption);
export const TagPicker = entityPicker<TagLookup>(tagToOption);
export const MediaCodePicker = entityPicker<MediaLookup>(mediaToOption);
export const LayerPicker = entityPicker<LayerLookup>(layerToOption);
export const AccountPicker = entityPicker<ClientLookup>(clientToOption);
export const OrganizationPicker = entityPicker<OrganizationLookup>(organizationToOption);
export const TriggerPicker = entityPicker<TriggerLookup>(triggerToOption);
