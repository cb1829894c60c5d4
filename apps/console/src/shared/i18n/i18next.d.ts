import 'i18next';
import type { zhHans } from './locales/zh-Hans.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof zhHans };
  }
}
