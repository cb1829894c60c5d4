export * from './api/auth.ts';
export * from './api/endpoint.ts';
export { type EndpointName, type Endpoints, endpoints } from './api/index.ts';
export * from './api/system.ts';
export * from './api/user.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './helpers.ts';
export * from './validators.ts';
