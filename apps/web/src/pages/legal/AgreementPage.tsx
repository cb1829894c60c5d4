import { LEGAL_KIND } from './kinds.ts';
import { LegalPage } from './LegalPage.tsx';

export function AgreementPage() {
  return <LegalPage kind={LEGAL_KIND.agreement} />;
}
