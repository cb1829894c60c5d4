import { LEGAL_KIND } from './kinds.ts';
import { LegalPage } from './LegalPage.tsx';

export function PrivacyPage() {
  return <LegalPage kind={LEGAL_KIND.privacy} />;
}
