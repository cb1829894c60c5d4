import type { PluralForms, Translation } from '../../types.ts';
import type { legal as source } from '../zh-Hans/legal.ts';

export const legal: Translation<typeof source, PluralForms['es']> = {
  legal: {
    effectiveDate: 'Fecha de entrada en vigor: {{date}}',
    loadFailed: 'No se pudo cargar esta página',
    loadFailedBody: 'Comprueba tu conexión e inténtalo de nuevo',
  },
};
