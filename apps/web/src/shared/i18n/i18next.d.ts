// Typed `t`: keys of the app come from the zh-Hans source, keys of the contract from its own source.
import 'i18next';
import type { Catalogue } from '@kk/contract/i18n';
import type { AppCatalogue } from './types.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    resources: { app: AppCatalogue; contract: Catalogue };
  }
}
