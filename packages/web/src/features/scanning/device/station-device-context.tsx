import { createContext, useContext } from 'react';
import { createBrowserDevice } from './idb-device';
import type { StationDevice } from './station-device';

const DeviceContext = createContext<StationDevice | null>(null);

/** Tests pass a memory device; the app uses the browser's. */
export const StationDeviceProvider = DeviceContext.Provider;

let browserDevice: StationDevice | null = null;

export function useStationDevice(): StationDevice {
  return useContext(DeviceContext) ?? (browserDevice ??= createBrowserDevice());
}
