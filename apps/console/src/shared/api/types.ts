// Types of the console's client, inferred from the contract's console endpoints (type-only: no zod at run time).
import type { ConsoleEndpointName, ConsoleEndpoints, RequestOf, ResponseOf } from '@kk/contract';

export type ConsoleName = ConsoleEndpointName;
export type ConsoleRequest<N extends ConsoleName> = RequestOf<ConsoleEndpoints[N]>;
export type ConsoleResponse<N extends ConsoleName> = ResponseOf<ConsoleEndpoints[N]>;
export type EndpointTable = Record<ConsoleName, { path: string }>;
