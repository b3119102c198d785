export {
  endpoint,
  fillPath,
  isEndpoint,
  pathParams,
  routeOf,
  schema,
  shapeOf,
  stamped,
  type Access,
  type AnyEndpoint,
  type Endpoint,
  type EndpointRoute,
  type HttpMethod,
  type InputOf,
  type OutputOf,
  type ReplyKind,
  type ResultOf,
  type Schema,
  type Side,
  type StampedInput,
} from './endpoint';
export { pagedQuery, type ListQuery } from './paged-query';
export { SearchLookupLimits, searchLookupQuery, type SearchLookupInput } from './search-lookup';
export { openApiDocument, type OpenApiDocument } from './openapi';
export { API_ENDPOINTS } from './api-endpoints';
export { crudContracts, type CrudContracts, type CrudPermissions, type CrudSpec } from './crud';
