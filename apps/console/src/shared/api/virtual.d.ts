// Served by the `kk-console-contract` plugin of vite.config.ts from the contract's `consoleEndpoints`.
declare module 'virtual:kk-console-endpoint-table' {
  export const endpointTable: Record<string, { path: string }>;
}
