import type { RouteDef } from '../http/route';
import { MODULES } from '../modules/index';
import { abpRoutes } from './abp';
import { noticeRoutes } from './notices';
import { sessionRoutes } from './session';
import { tokenRoutes } from './token';

/** Every API route with its declared access; the route-table test walks this list and the app's router. */
export const ROUTES: readonly RouteDef[] = [...abpRoutes, ...tokenRoutes, ...sessionRoutes, ...noticeRoutes, ...MODULES.flatMap((m) => m.routes)];
