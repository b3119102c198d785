export { fixedClock, type Clock } from './clock';
export { createMemoryStorage, type KeyValueStorage } from './storage';
