export { seedDemoIfEmpty } from './seed-demo';
