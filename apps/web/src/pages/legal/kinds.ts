import { K } from '../../shared/i18n/keys.ts';
import type { LegalKind } from './content/types.ts';

export const LEGAL_KIND = { agreement: 'agreement', privacy: 'privacy' } as const satisfies Record<
  LegalKind,
  LegalKind
>;

/** The route title of each document's page (SPEC §2). */
export const LEGAL_TITLE = { agreement: K.titles.userAgreement, privacy: K.titles.privacyPolicy } as const;
