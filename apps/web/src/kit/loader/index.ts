export { KitLoader } from './kit-loader';
