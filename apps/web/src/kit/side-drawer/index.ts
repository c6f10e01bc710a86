export { SideDrawer, type SideDrawerProps } from './side-drawer';
export { drawerCollapsedWidth, drawerMinWidth } from './side-drawer-width';
