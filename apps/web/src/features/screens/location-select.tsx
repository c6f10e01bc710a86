import { LocationPicker, type PickerOption } from '@/kit/code-picker';
import { searchLocations } from './screens-filters.api';

interface LocationSelectProps {
  label: string;
  value: PickerOption | null;
  onChange: (location: PickerOption | null) => void;
  disabled?: boolean;
}

/** One location of the account, searched by name; none chosen means no location. */
export function LocationSelect({ label, value, onChange, disabled }: LocationSelectProps) {
  return (
    <LocationPicker
      label={label}
      search={searchLocations}
      value={value ? [value] : []}
      onChange={(picked) => onChange(picked[0] ?? null)}
      isSingle
      disabled={disabled}
    />
  );
}
