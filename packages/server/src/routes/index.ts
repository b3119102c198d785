import type { RouteDef } from '../http/route';
import { abpRoutes } from './abp';
import { catalogRoutes } from './catalog/index';
import { joinApplicationRoutes } from './join-applications';
import { peopleRoutes } from '../modules/people/index';
import { noticeRoutes } from './notices';
import { productionRoutes } from './production/index';
import { sessionRoutes } from './session';
import { tokenRoutes } from './token';

/** Every API route with its declared access; the route-table test walks this list and the app's router. */
export const ROUTES: readonly RouteDef[] = [...abpRoutes, ...tokenRoutes, ...sessionRoutes, ...noticeRoutes, ...joinApplicationRoutes, ...catalogRoutes, ...productionRoutes, ...peopleRoutes];
