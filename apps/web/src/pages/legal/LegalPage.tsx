import type { Language } from '@kk/contract/i18n';
import { useQuery } from '@tanstack/react-query';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { K } from '../../shared/i18n/keys.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { InfoIcon } from '../../shared/ui/icons.tsx';
import { NavigationBar } from '../../shared/ui/NavigationBar.tsx';
import { useGoBack } from '../../shared/ui/useGoBack.ts';
import { loadLegalDocument } from './content/index.ts';
import type { LegalKind } from './content/types.ts';
import { LEGAL_KIND, LEGAL_TITLE } from './kinds.ts';
import styles from './LegalPage.module.css';

/** The service agreement or the privacy policy, in the interface language; texts are data in content/. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  // useTranslation re-renders this on a language change, so the document follows the interface language.
  const language = currentLanguage();
  const query = useQuery(legalDocumentQuery(kind, language));
  const doc = query.data;

  return (
    <>
      <NavigationBar title={t(LEGAL_TITLE[kind])} backLabel={t(K.app.back)} onBack={goBack} />
      {query.isPending ? (
        <output className={styles.skeleton} aria-label={t(K.app.loading)}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={8} animated />
        </output>
      ) : null}
      {query.isError ? (
        <EmptyState
          icon={<InfoIcon size={40} />}
          title={t(K.legal.loadFailed)}
          body={t(K.legal.loadFailedBody)}
          actionLabel={t(K.app.retry)}
          onAction={() => void query.refetch()}
        />
      ) : null}
      {doc ? (
        <article className={styles.article} lang={language}>
          <h2 className={styles.title}>{doc.title}</h2>
          <p className={styles.date}>{t(K.legal.effectiveDate, { date: doc.effectiveDate })}</p>
          {doc.preamble.map((text) => (
            <p key={text} className={styles.paragraph}>
              {text}
            </p>
          ))}
          {doc.sections.map((section) => (
            <section key={section.heading}>
              <h3 className={styles.heading}>{section.heading}</h3>
              {section.paragraphs.map((text) => (
                <p key={text} className={styles.paragraph}>
                  {text}
                </p>
              ))}
            </section>
          ))}
        </article>
      ) : null}
    </>
  );
}

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

export function AgreementPage() {
  return <LegalPage kind={LEGAL_KIND.agreement} />;
}

export function PrivacyPage() {
  return <LegalPage kind={LEGAL_KIND.privacy} />;
}
