// Served by the `kk-contract` plugin of vite.config.ts from the contract's `endpoints` (one entry per name).
declare module 'virtual:kk-endpoint-table' {
  export const endpointTable: Record<string, { path: string; method: 'GET' | 'POST'; payload: 'data' | 'result' }>;
}
