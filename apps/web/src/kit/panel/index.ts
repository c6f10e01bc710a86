export { KitPanel } from './kit-panel';
