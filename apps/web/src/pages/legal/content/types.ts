/** A legal page (service agreement, privacy policy) in one language: plain data, rendered by the legal screens. */
export interface LegalDocument {
  title: string;
  /** When this version took effect, YYYY-MM-DD. */
  effectiveDate: string;
  /** Opening paragraphs before the first section. */
  preamble: string[];
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

export type LegalKind = 'agreement' | 'privacy';
