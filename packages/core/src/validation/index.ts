export {
  InputReader,
  isUuid,
  nameKey,
  property,
  type DecimalFieldOptions,
  type FieldErrors,
  type Issue,
  type IssueKey,
  type IssueParams,
  type Validated,
} from './input-reader';
export { traceShape, type JsonSchema, type JsonType } from './shape';
export { platformPage, platformText, queryText, wireAny, wireEnum, wireList, wireNumber, wireOptionalEnum, wireOptionalList, wireOptionalNumber, wireOptionalString, wireString } from './wire';
