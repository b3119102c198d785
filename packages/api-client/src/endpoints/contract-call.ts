import { fillPath, type EndpointRoute } from '@eticket/core/contracts';
import type { ApiRequest, CallOptions, RequestOptions } from '../request.types';

/**
 * One call of a core endpoint contract: its method and path (placeholders filled and encoded), the query
 * and the body as JSON. Paths are never written in the client: they come from the contract. Only the route
 * part is read (`EndpointRoute`): the server reads the input with the contract's schemas, and the web build
 * ships the contracts without them.
 */
export interface ContractCall {
  params?: Readonly<Record<string, string | number>>;
  query?: object;
  body?: object;
}

function options(call: ContractCall, callOptions: CallOptions | undefined): RequestOptions {
  return {
    ...callOptions,
    // Copies: the caller's objects are never handed to the transport.
    ...(call.query === undefined ? {} : { query: { ...call.query } }),
    ...(call.body === undefined ? {} : { body: { ...call.body } }),
  };
}

/** A JSON (or empty) answer. */
export function send<T>(request: ApiRequest, endpoint: EndpointRoute, call: ContractCall = {}, callOptions?: CallOptions): Promise<T> {
  return request<T>(endpoint.method, fillPath(endpoint.path, call.params ?? {}), options(call, callOptions));
}

/** A file answer (.xlsx): ofetch reads non-JSON, non-text types as a Blob. */
export function download(request: ApiRequest, endpoint: EndpointRoute, call: ContractCall = {}, callOptions?: CallOptions): Promise<Blob> {
  return request(endpoint.method, fillPath(endpoint.path, call.params ?? {}), {
    ...options(call, callOptions),
    parse: (data) => {
      if (data instanceof Blob) return data;
      throw new TypeError('expected a binary (.xlsx) body');
    },
  });
}
