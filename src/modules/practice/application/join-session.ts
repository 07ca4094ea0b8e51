import { inject, injectable } from 'inversify';
import { copiedLineCount } from '../domain/session.ts';
import { openingLines } from '../domain/opening.ts';
import type { SessionStartedEvent } from '../http/sessions.contracts.ts';
import { OwnedSessions, type LoadedSession } from './owned-sessions.ts';
import { chatMessageOf } from './chat-message.ts';
import { AiEngines, type EngineReason } from './ai-engines.ts';

/**
 * The whole picture of a session for the chat page: joining again after a drop loses nothing.
 * `listen` starts the caller's live events once the session is known to be the learner's and before
 * the history is read, so a line saved meanwhile reaches them as an event instead of falling between.
 */
@injectable()
export class JoinSession {
  constructor(
    @inject(OwnedSessions) private readonly owned: OwnedSessions,
    @inject(AiEngines) private readonly engines: AiEngines,
  ) {}

  async execute(userId: number, sessionId: number, listen?: () => void): Promise<SessionStartedEvent> {
    const loaded = await this.owned.load(userId, sessionId, listen);
    return sessionStartedOf(loaded, await this.engines.engineOf({ userId, sessionId: loaded.session.id }));
  }
}

/** SPEC §3 "Session started event". */
function sessionStartedOf(
  { session, setup, messages, dialogue }: LoadedSession, { engine, engineReason }: { engine: 'offline' | 'llm'; engineReason: EngineReason },
): SessionStartedEvent {
  const { scenario, locale, speakers } = setup;
  const ru = locale === 'ru';
  const script = scenario.script[locale];
  const profiles = speakers.map((speaker, i) => {
    const { color, gender } = scenario.cast[i];
    return {
      name: speaker.name, role: speaker.role, color, borderColor: color, gradientStart: color, gradientEnd: lighten(color, 0.45),
      // The looks chosen at start; a character given none gets a stable one of their gender.
      avatarUrl: (i === 0 ? session.personaInfo.avatarUrl : session.personaInfo.castAvatarUrls[i - 1]) ?? `/avatars/${gender}/${((scenario.id * 7 + i * 13) % 70) + 1}.svg`,
    };
  });
  const opening = openingLines(setup).map((line) => ({ name: line.speaker.name, role: line.speaker.role, message: line.content }));
  return {
    sessionId: session.id,
    scenarioId: scenario.id,
    scenarioName: ru ? scenario.name_ru : scenario.name,
    scenarioDescription: ru ? scenario.description_ru : scenario.description,
    personaInfo: { ...session.personaInfo, userRole: script.learnerRole },
    groupSpeakerProfiles: JSON.stringify(profiles),
    isCoachModeEnabled: session.coachEnabled,
    initialMessage: JSON.stringify(opening),
    messages: messages.filter((m) => m.sender !== 'system').map(chatMessageOf),
    copiedMessages: copiedLineCount(session),
    coachTips: messages.filter((m) => m.sender === 'system').map((m) => m.content),
    status: session.status,
    engine,
    engineReason,
    locale,
    characterLeft: dialogue?.outcome === 'walkedOut' ? (messages.findLast((m) => m.sender === 'ai')?.speaker ?? speakers[0]!) : null,
  };
}

function lighten(hex: string, amount: number): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.round(c + (255 - c) * amount).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}
