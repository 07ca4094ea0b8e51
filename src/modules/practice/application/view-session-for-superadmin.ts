import { inject, injectable } from 'inversify';
import { IDENTITY, type UserRepository } from '#src/modules/identity/index.ts';
import { PRACTICE } from '../practice.tokens.ts';
import { SessionNotFoundError } from '../domain/practice.errors.ts';
import { speakersOf } from '../domain/conversation.ts';
import { playedScenario, type SessionRepository } from '../domain/ports.ts';
import type { PracticeRecords, SessionFeedback, SessionScores } from '../domain/records.ports.ts';
import type { Sender } from '../domain/session.ts';
import type { SuperAdminSessionDetail } from '../http/superadmin-sessions.contracts.ts';
import { CatalogueSnapshot } from './catalogue-snapshot.ts';
import { durationSeconds, shownStatus } from './superadmin-views.ts';

/**
 * SPEC §3 "Session detail (SuperAdmin)": any learner's session, a page of its lines (coach tips
 * included), and its analysis worded in the SuperAdmin's language (ADR 0014).
 */
@injectable()
export class ViewSessionForSuperAdmin {
  constructor(
    @inject(PRACTICE.SessionRepository) private readonly sessions: SessionRepository,
    @inject(PRACTICE.PracticeRecords) private readonly records: PracticeRecords,
    @inject(PRACTICE.SessionScores) private readonly scores: SessionScores,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(CatalogueSnapshot) private readonly catalogue: CatalogueSnapshot,
  ) {}

  async execute(sessionId: number, paging: { page: number; pageSize: number }, language: 'en' | 'ru'): Promise<SuperAdminSessionDetail> {
    const session = await this.sessions.find(sessionId);
    if (!session) throw new SessionNotFoundError();
    const [catalogue, lines, learner, feedback] = await Promise.all([
      this.catalogue.get(),
      this.records.linesOfSession(sessionId, paging),
      this.users.findById(session.userId),
      session.status === 'Completed' ? this.scores.feedbackOf(sessionId, language) : null,
    ]);
    const scenario = playedScenario(catalogue, session.scenarioId); // a retired scenario still names its sessions
    const { firstName } = session.personaInfo;
    const first = paging.pageSize * (paging.page - 1);
    return {
      id: session.id, userId: session.userId, userEmail: learner?.email ?? null, scenarioId: session.scenarioId,
      scenarioName: scenario?.name ?? '', scenarioName_ru: scenario?.name_ru ?? '',
      scenarioDescription: scenario?.description ?? '', scenarioDescription_ru: scenario?.description_ru ?? '',
      personaName: (scenario && speakersOf(scenario, session.locale, session.personaInfo)[0]?.name) ?? firstName,
      locale: session.locale, coachEnabled: session.coachEnabled,
      startedAt: session.startedAt.toISOString(), completedAt: session.endedAt?.toISOString() ?? null,
      durationSeconds: durationSeconds(session.startedAt, session.endedAt), status: shownStatus(session.status),
      overallScore: feedback?.overall ?? null,
      messages: lines.items.map((m, i) => ({
        id: m.id, number: first + i + 1, sender: m.sender, content: m.content,
        speakerName: m.speaker?.name ?? null, speakerRole: m.speaker?.role || null, timestamp: m.createdAt.toISOString(),
      })),
      totalMessages: lines.total, pageSize: paging.pageSize, currentPage: paging.page,
      totalPages: Math.max(1, Math.ceil(lines.total / paging.pageSize)),
      feedback: feedback && shownFeedback(feedback, await this.records.sendersOf(sessionId)),
    };
  }
}

/** The analysis as the page shows it; improvements point at lines by their number in the whole conversation, as the page numbers them. */
function shownFeedback(feedback: SessionFeedback, senders: Sender[]): NonNullable<SuperAdminSessionDetail['feedback']> {
  const spoken = senders.flatMap((sender, i) => (sender === 'system' ? [] : [i + 1]));
  const { scores } = feedback;
  return {
    overallScore: feedback.overall,
    empathyScore: scores.empathy.score, clarityScore: scores.clarity.score, problemSolvingScore: scores.problemSolving.score,
    composureScore: scores.composure.score, activeListeningScore: scores.activeListening.score,
    // The analysis writes no text of its own for the overall score: its summary is the strengths and improvements.
    overallFeedback: '',
    empathyFeedback: scores.empathy.feedback, clarityFeedback: scores.clarity.feedback, problemSolvingFeedback: scores.problemSolving.feedback,
    composureFeedback: scores.composure.feedback, activeListeningFeedback: scores.activeListening.feedback,
    strengths: feedback.strengths,
    improvements: feedback.improvements.map((i) => ({
      messageNumber: i.messageNumber === null ? null : (spoken[i.messageNumber - 1] ?? null), issue: i.issue, suggestion: i.suggestion,
    })),
  };
}
