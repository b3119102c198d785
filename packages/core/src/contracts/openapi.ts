import type { JsonSchema } from '../validation/shape';
import { pathParams, shapeOf, type Access, type AnyEndpoint } from './endpoint';

/**
 * An OpenAPI 3.1 document of a set of endpoint contracts: paths, methods, parameters, request bodies
 * (their JSON Schema traced from the readers), who may call each one, and the ABP error answers.
 */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema> };
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  parameters: OpenApiParameter[];
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  security?: Record<string, string[]>[];
  'x-access': Access;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

const ERROR_REF: JsonSchema = { $ref: '#/components/schemas/AbpError' };

const ABP_ERROR: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: ['string', 'null'] },
        message: { type: 'string' },
        details: { type: ['string', 'null'] },
        validationErrors: {
          type: ['array', 'null'],
          items: { type: 'object', properties: { message: { type: 'string' }, members: { type: 'array', items: { type: 'string' } } } },
        },
      },
    },
  },
};

function queryParameters(e: AnyEndpoint): OpenApiParameter[] {
  if (e.query === null) return [];
  const shape = shapeOf(e.query);
  const required = new Set(shape.required ?? []);
  return Object.entries(shape.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }));
}

function success(e: AnyEndpoint): OpenApiOperation['responses'] {
  if (e.reply === 'empty') return { '204': { description: 'Done' } };
  if (e.reply === 'file') {
    return { '200': { description: 'An .xlsx file', content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } } } } };
  }
  return { '200': { description: 'OK', content: { 'application/json': { schema: {} } } } };
}

function operationId(e: AnyEndpoint): string {
  const words = e.path
    .replace(/^\/api\//, '')
    .split('/')
    .map((part) => part.replace(/[{}]/g, ''))
    .filter((part) => part !== '');
  return [e.method.toLowerCase(), ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join('');
}

export function openApiDocument(endpoints: readonly AnyEndpoint[], info: { title: string; version: string }): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const e of endpoints) {
    const errors: OpenApiOperation['responses'] = {};
    for (const status of ['400', '401', '403', '404', '409']) errors[status] = { description: 'ABP error', content: { 'application/json': { schema: ERROR_REF } } };
    const operation: OpenApiOperation = {
      operationId: operationId(e),
      summary: e.summary,
      parameters: [...pathParams(e.path).map((name): OpenApiParameter => ({ name, in: 'path', required: true, schema: { type: 'string' } })), ...queryParameters(e)],
      ...(e.body === null ? {} : { requestBody: { required: true, content: { 'application/json': { schema: shapeOf(e.body) } } } }),
      responses: { ...success(e), ...errors },
      ...(e.access.kind === 'public' ? {} : { security: e.access.kind === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }] }),
      'x-access': e.access,
    };
    (paths[e.path] ??= {})[e.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } }, schemas: { AbpError: ABP_ERROR } },
  };
}
