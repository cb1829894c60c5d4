import type { Language } from '@kk/contract/i18n';
import { loadLegalDocument } from './content/index.ts';
import type { LegalKind } from './content/types.ts';

export const legalKeys = {
  all: ['legal'] as const,
  document: (kind: LegalKind, language: Language) => [...legalKeys.all, kind, language] as const,
};

export function legalDocumentQuery(kind: LegalKind, language: Language) {
  return {
    queryKey: legalKeys.document(kind, language),
    queryFn: () => loadLegalDocument(kind, language),
    // Texts ship with the build: they never go stale while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
  };
}
