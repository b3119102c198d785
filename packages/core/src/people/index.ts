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
  permissionLabel,
  setBranch,
  type CheckState,
  type PermissionTreeNode,
} from './permission-tree';
export { normalizeGrants, sidePermissions, withParents, type PermissionSide } from './permission-grants';
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
export {
  ASSISTANT_SORT_FIELDS,
  ASSISTANT_STATUSES,
  AssistantContracts,
  AssistantLimits,
  grantedScope,
  validateAssistantApply,
  validateAssistantApprove,
  validateAssistantDecision,
  type AssistantApplicationDto,
  type AssistantApplyInput,
  type AssistantApproveInput,
  type AssistantDecisionInput,
  type AssistantListFilters,
  type AssistantListInput,
  type AssistantOrganization,
  type AssistantSortField,
  type AssistantStatus,
} from './assistants.contracts';
