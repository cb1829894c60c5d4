// Types of the client, inferred from the contract's endpoint schemas (type-only: no zod at run time).
import type { EndpointName, Endpoints, RequestOf, ResponseOf } from '@kk/contract';

export type ApiName = EndpointName;
export type ApiRequest<N extends ApiName> = RequestOf<Endpoints[N]>;
export type ApiResponse<N extends ApiName> = ResponseOf<Endpoints[N]>;

/** What the client needs of each endpoint at run time. */
export interface EndpointMeta {
  path: string;
  method: 'GET' | 'POST';
  payload: 'data' | 'result';
}

export type EndpointTable = Record<ApiName, EndpointMeta>;
