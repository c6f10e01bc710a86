import { kitIcons, type KitIconName } from './kit-icons';

export interface KitIconProps {
  name: KitIconName;
  size?: number;
  /** Read by screen readers; without it the icon is decoration. */
  label?: string;
}

export function KitIcon({ name, size = 18, label }: KitIconProps) {
  const Component = kitIcons[name];
  return label ? (
    <Component size={size} stroke={1.6} role="img" aria-label={label} />
  ) : (
    <Component size={size} stroke={1.6} aria-hidden />
  );
}
