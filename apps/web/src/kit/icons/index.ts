export { KitIcon, type KitIconProps } from './kit-icon';
export { kitIcons, type KitIconName } from './kit-icons';
