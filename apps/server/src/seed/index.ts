export { prepareDatabase } from './prepare-database';
export type { DemoSeed, DemoSignIn } from './seed-demo';
