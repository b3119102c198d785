// Areas are imported by subpath (`@eticket/core/navigation`, `@eticket/core/session` …); the root holds the ports.
export { fixedClock, type Clock } from './ports/clock';
export { createMemoryStorage, type KeyValueStorage } from './ports/storage';
