import { AbpContracts } from '../abp/abp.contracts';
import { CATALOG_ENDPOINTS } from '../catalog/catalog.contracts';
import { SearchLookupContracts } from '../catalog/search-lookup.contract';
import { OrderLookupContract } from '../production/order-lookup.contract';
import { PEOPLE_ENDPOINTS } from '../people/people.contracts';
import { PRODUCTION_ENDPOINTS } from '../production/production.contracts';
import { PRODUCTION_BOARD_ENDPOINTS } from '../production-board/production-board.contracts';
import { REPORT_ENDPOINTS } from '../reports/reports.contracts';
import { SCANNING_ENDPOINTS } from '../scanning/scanning.contracts';
import { SessionContracts, TokenContracts } from '../session/account.contracts';
import { JoinApplicationContracts, NoticeContracts } from '../tenants/tenant-inbox.contracts';
import { WAGE_REPORT_ENDPOINTS } from '../wages/wage-reports.contracts';
import { WAGE_STATISTICS_ENDPOINTS } from '../wages/wage-statistics.contracts';
import { WAGE_ENDPOINTS } from '../wages/wages.contracts';
import type { AnyEndpoint } from './endpoint';

/** Every endpoint of the API, module by module: the server mounts exactly these, the document lists them. */
export const API_ENDPOINTS: readonly AnyEndpoint[] = [
  ...Object.values(AbpContracts),
  ...Object.values(TokenContracts),
  ...Object.values(SessionContracts),
  ...Object.values(NoticeContracts),
  ...Object.values(JoinApplicationContracts),
  ...CATALOG_ENDPOINTS,
  ...Object.values(SearchLookupContracts),
  ...PRODUCTION_ENDPOINTS,
  OrderLookupContract,
  ...PEOPLE_ENDPOINTS,
  ...SCANNING_ENDPOINTS,
  ...PRODUCTION_BOARD_ENDPOINTS,
  ...REPORT_ENDPOINTS,
  ...WAGE_ENDPOINTS,
  ...WAGE_REPORT_ENDPOINTS,
  ...WAGE_STATISTICS_ENDPOINTS,
];
