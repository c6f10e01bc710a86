export { seedDemoIfEmpty, type DemoSeed } from './seed-demo';
