export { DetailsDrawer } from './details-drawer';
