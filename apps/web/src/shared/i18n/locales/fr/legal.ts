import type { PluralForms, Translation } from '../../types.ts';
import type { legal as source } from '../zh-Hans/legal.ts';

export const legal: Translation<typeof source, PluralForms['fr']> = {
  legal: {
    effectiveDate: 'Date d’entrée en vigueur : {{date}}',
    loadFailed: 'Impossible de charger cette page',
    loadFailedBody: 'Vérifiez votre connexion et réessayez',
  },
};
