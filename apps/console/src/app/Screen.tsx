import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuditPage } from '../pages/audit/AuditPage.tsx';
import { DashboardPage } from '../pages/dashboard/DashboardPage.tsx';
import { MemberPage } from '../pages/members/MemberPage.tsx';
import { MembersPage } from '../pages/members/MembersPage.tsx';
import { OperatorsPage } from '../pages/operators/OperatorsPage.tsx';
import { QueuePage } from '../pages/queue/QueuePage.tsx';
import { ReportPage } from '../pages/report/ReportPage.tsx';
import { SafetyWordsPage } from '../pages/safety-words/SafetyWordsPage.tsx';
import { VerificationPage } from '../pages/verification/VerificationPage.tsx';
import type { Route } from '../shared/router/hash-route.ts';

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** The screen of an address. Each keeps its own state, so a change of address starts it afresh (`key`). */
export function Screen({ route, admin }: { route: Route; admin: boolean }) {
  const { t } = useTranslation();
  const id = positive(route.param);
  switch (route.name) {
    case '':
    case 'login':
    case 'queue':
      return <QueuePage />;
    case 'report':
      return id ? <ReportPage key={id} id={id} /> : <NotFound />;
    case 'members':
      if (route.param) return id ? <MemberPage key={id} userId={id} /> : <NotFound />;
      return <MembersPage key={route.query.get('q') ?? ''} keyword={route.query.get('q') ?? ''} />;
    case 'audit': {
      const filters = {
        operatorId: positive(route.query.get('operatorId')),
        userId: positive(route.query.get('userId')),
      };
      return <AuditPage key={`${filters.operatorId}-${filters.userId}`} filters={filters} />;
    }
    case 'dashboard':
      return <DashboardPage />;
    case 'verification':
      return <VerificationPage />;
    case 'safety-words':
      return <SafetyWordsPage admin={admin} />;
    case 'operators':
      return admin ? <OperatorsPage /> : <Result status="403" title={t('common.adminOnly')} />;
    default:
      return <NotFound />;
  }
}

function NotFound() {
  const { t } = useTranslation();
  return <Result status="404" title={t('common.notFound')} />;
}
