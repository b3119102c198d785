export {
  DATA_SCOPES,
  DEFAULT_DATA_SCOPE,
  assistantCovers,
  inScope,
  resolveDataScope,
  widestScope,
  type DataScope,
  type OwnedRow,
  type ResolvedScope,
  type Viewer,
} from './data-scope';
export {
  branchPermissions,
  buildPermissionTree,
  checkState,
  filterPermissionTree,
  normalizeGrants,
  permissionLabel,
  setBranch,
  sidePermissions,
  withParents,
  type CheckState,
  type PermissionSide,
  type PermissionTreeNode,
} from './permission-tree';
export { ORGANIZATION_TYPES, PeopleLimits, organizationMoveProblem, validateOrganizationInput, type OrganizationDto, type OrganizationInput, type OrganizationType } from './organization';
export { validateRoleInput, type RoleDto, type RoleInput } from './role';
export { PEOPLE_ENDPOINTS, PeopleContracts, ROLE_SORT_FIELDS, type RoleLookupItem, type RoleSortField } from './people.contracts';
