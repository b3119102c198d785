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
export { OrganizationContracts } from './organizations.contracts';
export {
  USER_IMPORT_COLUMNS,
  USER_SORT_FIELDS,
  UserLimits,
  normalizePhone,
  parseImportProblemPath,
  readOptionalDate,
  readOptionalPassword,
  readUserListFilters,
  validatePasswordReset,
  validateUserBulkAssign,
  validateUserCreateInput,
  validateUserImport,
  validateUserInput,
  type UserBulkAssignInput,
  type UserCreateInput,
  type UserCreatedDto,
  type UserDto,
  type UserImportField,
  type UserImportInput,
  type UserInput,
  type UserListFilters,
  type UserListInput,
  type UserLookupItem,
  type UserSortField,
} from './user';
export { UserContracts, type UserImportResult, type UserSearchFilters, type UserSearchInput } from './users.contracts';
