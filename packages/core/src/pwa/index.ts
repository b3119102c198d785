export { appUpdateMachine, appUpdateSelectors, TAKE_OVER_TIMEOUT_MS, type AppUpdateEvent, type AppUpdateMachine, type AppUpdateRef, type AppUpdateSnapshot } from './app-update.machine';
