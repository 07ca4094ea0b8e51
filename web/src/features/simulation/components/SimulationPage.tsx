import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useParams } from 'wouter';
import { resultsPath, ROUTES, scenarioPath } from '../../../app/paths';
import { MissingPage } from '../../../components/MissingPage';
import { Spinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { closeSession, openSession } from '../state/connection';
import { simulationState } from '../state/simulation.store';
import { CoachCard, CoachFab } from './CoachTip';
import { Composer } from './Composer';
import { EndSessionDialog } from './EndSessionDialog';
import { DiscardSessionDialog } from './DiscardSessionDialog';
import { cancelEnd } from '../state/end-session';
import { MessageList } from './MessageList';
import { ParticipantsCard } from './ParticipantsCard';
import { SessionEndedPanel } from './SessionEndedPanel';
import { AchievementToasts } from './AchievementToasts';
import { SimulationHeader } from './SimulationHeader';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ConnectionAlert, EngineNote, SessionNotices } from './SessionNotices';
import { AiBudgetNotice } from './AiBudgetNotice';
import { LiveAnnouncer } from './LiveAnnouncer';
import '../simulation.css';

function NotFound() {
  const { t } = useTranslation('simulation');
  return <MissingPage title={t('notFound.title')} body={t('notFound.body')} action={{ href: ROUTES.scenarios, label: t('notFound.back') }} />;
}

export default function SimulationPage() {
  const { t } = useTranslation('simulation');
  const { id = '' } = useParams<{ id: string }>();
  const { notFound, loaded, details, endPhase, confirmingEnd, confirmingDiscard, resultsToOpen, sessionId } = useSnapshot(simulationState);
  const [, navigate] = useLocation();
  // The coach's tip sits in the side column on wide screens, above the message box on others:
  // either way it covers none of the conversation.
  const wide = useMediaQuery('(min-width: 1024px)');
  useDocumentTitle(notFound ? t('notFound.title') : (details?.scenarioName ?? t('documentTitle')));

  useEffect(() => {
    openSession(id);
    return closeSession;
  }, [id]);
  // The end flow is over (achievements celebrated): on to the analysis.
  useEffect(() => {
    if (resultsToOpen !== null) navigate(resultsPath(resultsToOpen));
  }, [resultsToOpen, navigate]);

  if (notFound) return <NotFound />;
  if (!loaded) {
    return (
      <div className="container sim-connecting">
        <ConnectionAlert />
        <Spinner size="lg" />
        <p role="status">{t('connecting')}</p>
      </div>
    );
  }

  const talking = endPhase === 'active' || endPhase === 'ending';
  return (
    <div className="sim-page">
      <SimulationHeader />
      <div className="container sim-layout">
        <div className="sim-chat">
          <SessionNotices />
          <AiBudgetNotice />
          <div className="sim-stage">
            <MessageList engineNote={!wide} />
            {talking && <CoachFab />}
          </div>
          {talking && !wide && <CoachCard />}
          {talking ? <Composer /> : <SessionEndedPanel />}
        </div>
        <aside className="sim-aside">
          <ParticipantsCard />
          {wide && <EngineNote />}
          {talking && wide && <CoachCard />}
        </aside>
      </div>
      <LiveAnnouncer />
      <AchievementToasts />
      {confirmingEnd && <EndSessionDialog />}
      {confirmingDiscard && sessionId !== null && details && (
        // Discarded: back to the scenario, to start it again (with another character, say) or choose another.
        <DiscardSessionDialog sessionId={sessionId} onCancel={cancelEnd} onDiscarded={() => navigate(scenarioPath(details.scenarioId))} />
      )}
    </div>
  );
}
