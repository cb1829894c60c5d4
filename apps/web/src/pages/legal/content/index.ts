// The legal texts, one chunk per document and language: only the one a reader opens is downloaded.
import type { LegalDocument, LegalKind } from './types.ts';

export type { LegalDocument, LegalKind } from './types.ts';

export type LegalLanguage = 'zh-Hans' | 'en' | 'fr' | 'es' | 'zh-Hant';

async function loadAgreement(language: LegalLanguage): Promise<LegalDocument> {
  switch (language) {
    case 'zh-Hans':
      return (await import('./agreement.zh-Hans.ts')).agreement;
    case 'zh-Hant':
      return (await import('./agreement.zh-Hant.ts')).agreement;
    case 'fr':
      return (await import('./agreement.fr.ts')).agreement;
    case 'es':
      return (await import('./agreement.es.ts')).agreement;
    default:
      return (await import('./agreement.en.ts')).agreement;
  }
}

async function loadPrivacy(language: LegalLanguage): Promise<LegalDocument> {
  switch (language) {
    case 'zh-Hans':
      return (await import('./privacy.zh-Hans.ts')).privacy;
    case 'zh-Hant':
      return (await import('./privacy.zh-Hant.ts')).privacy;
    case 'fr':
      return (await import('./privacy.fr.ts')).privacy;
    case 'es':
      return (await import('./privacy.es.ts')).privacy;
    default:
      return (await import('./privacy.en.ts')).privacy;
  }
}

/** The document of this kind in this language; any language other than the five falls back to English. */
export async function loadLegalDocument(kind: LegalKind, language: LegalLanguage): Promise<LegalDocument> {
  return kind === 'agreement' ? loadAgreement(language) : loadPrivacy(language);
}
