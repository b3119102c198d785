import { describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from './api-endpoints';
import { pathParams, type AnyEndpoint } from './endpoint';
import { openApiDocument } from './openapi';

const endpoints: readonly AnyEndpoint[] = API_ENDPOINTS;
const document = openApiDocument(endpoints, { title: 'Eticket', version: '1' });

describe('OpenAPI 3.1 document of the contracts', () => {
  it('lists every contract once, under its path and method', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations.sort()).toEqual(endpoints.map((e) => `${e.method} ${e.path}`).sort());
    const ids = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares each path placeholder as a required path parameter, and every ABP error answer', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const op of Object.values(methods)) {
        const declared = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared, path).toEqual(pathParams(path));
        expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['400', '401', '403']));
        const access = op['x-access'].kind;
        expect(op.security, path).toEqual(access === 'public' ? undefined : access === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }]);
      }
    }
    expect(document.components.schemas.AbpError?.required).toEqual(['error']);
  });

  it('describes bodies and queries from the readers themselves', () => {
    const create = document.paths['/api/eticket/customer']?.post;
    expect(create?.requestBody?.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', minLength: 1, maxLength: 64 }, phone: { type: ['string', 'null'] } },
    });
    const update = document.paths['/api/eticket/product/{id}']?.put?.requestBody?.content['application/json'].schema;
    expect(update?.properties?.concurrencyStamp).toEqual({ type: ['string', 'null'], maxLength: 100 });
    expect(update?.properties?.colors).toMatchObject({ type: 'array', maxItems: 60, items: { type: 'object', required: ['name'] } });
    const list = document.paths['/api/eticket/product']?.get?.parameters.map((p) => p.name);
    expect(list).toEqual(['keyword', 'sorting', 'skipCount', 'maxResultCount', 'no', 'name', 'categoryId', 'customerId', 'isActive']);
    expect(document.paths['/api/eticket/product/{id}']?.delete?.responses['204']).toBeDefined();
    const order = document.paths['/api/eticket/order']?.post?.requestBody?.content['application/json'].schema;
    expect(order?.required).toEqual(expect.arrayContaining(['orderNo', 'productId', 'colors', 'sizes', 'quantities']));
    expect(order?.properties?.quantities).toMatchObject({ type: 'array', items: { type: 'array', items: { type: 'integer', minimum: 0 } } });
    const plan = document.paths['/api/eticket/cuttingTime/{id}/generateBundles']?.post?.requestBody?.content['application/json'].schema;
    expect(plan?.properties?.mode).toEqual({ type: 'string', enum: ['multiple', 'split'] });
    expect(document.paths['/api/eticket/bundle/byCode/{code}']?.get?.parameters.map((p) => p.name)).toEqual(['code']);
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });
});
