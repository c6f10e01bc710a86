export { prepareDatabase } from './prepare-database';
