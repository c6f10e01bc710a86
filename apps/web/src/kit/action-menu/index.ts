export { ActionMenu, type ActionMenuItem, type ActionMenuProps } from './action-menu';
export { useDelayedBlur } from './use-delayed-blur';
