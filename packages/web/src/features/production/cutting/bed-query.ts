import { CUTTING_TIME_STATUSES, type CuttingTimeListQuery, type CuttingTimeStatus } from '@eticket/core/production';

export interface BedFilters {
  status: CuttingTimeStatus | '';
  cutDateStart: string;
  cutDateEnd: string;
}

/** The list query of the filters (blank ones left out): the list, the cutting list print and its address. */
export function bedQuery(keyword: string | null, filters: BedFilters): CuttingTimeListQuery {
  return {
    ...(keyword === null || keyword === '' ? {} : { keyword }),
    ...(filters.status === '' ? {} : { status: filters.status }),
    ...(filters.cutDateStart === '' ? {} : { cutDateStart: filters.cutDateStart }),
    ...(filters.cutDateEnd === '' ? {} : { cutDateEnd: filters.cutDateEnd }),
  };
}

/** The filters in an address (the cutting list print reads what the list page wrote). */
export function bedQueryFromParams(params: URLSearchParams): CuttingTimeListQuery {
  const text = (name: string) => (params.get(name) ?? '').trim();
  const status = CUTTING_TIME_STATUSES.find((s) => s === text('status'));
  return bedQuery(text('keyword'), { status: status ?? '', cutDateStart: text('cutDateStart'), cutDateEnd: text('cutDateEnd') });
}
