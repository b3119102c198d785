import type { WebModule } from '../../kit/web-module';

/** Scanning, the worker's side: the scan station (handheld scanner, camera, offline outbox) and "my records". */
export const scanningModule = {
  name: 'scanning',
  pages: {
    ScanStation: 'station/scan-station-page',
    ScanMine: 'mine/scan-mine-page',
  },
  texts: ['ScanStation.'],
  endpoints: 'scanning',
} as const satisfies WebModule;
