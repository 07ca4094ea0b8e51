import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MyAssignments } from '../../assignments';
import { loadDashboard } from '../state/dashboard.store';
import { AchievementsCard, AverageScoresCard } from './ProgressCards';
import { ProgressCard } from './ProgressCard';
import { SessionSidebar } from './SessionSidebar';
import { TopScenariosCard } from './TopScenariosCard';
import '../dashboard.css';

/** Signed-in Home (SPEC §1): sessions to resume and look back on, averages and progress over time, top scenarios, achievements. */
/** `email` is null while the account has only a placeholder address (ADR 0023): that is no one's address to show. */
export default function Dashboard({ email }: { email: string | null }) {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('documentTitle'));
  useEffect(loadDashboard, []);
  return (
    <div className="container dashboard">
      <header className="dash-header">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1>{t('title')}</h1>
        {email && <p className="muted dash-email">{email}</p>}
      </header>
      <div className="dash-layout">
        <SessionSidebar />
        <div className="dash-main">
          <MyAssignments />
          <AverageScoresCard />
          <ProgressCard />
          <TopScenariosCard />
          <AchievementsCard />
        </div>
      </div>
    </div>
  );
}
