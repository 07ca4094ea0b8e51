import { inject, injectable } from 'inversify';
import { ValidationError } from '#src/platform/errors.ts';
import { PRACTICE } from '../practice.tokens.ts';
import type { ConversationPartner, MessageOrigin, MessageScreen } from '../domain/ports.ts';
import { asShown, type CastMember, type Gender } from '../domain/scenario.ts';
import { ConversationSetups } from './conversation-setups.ts';
import { CountedStarts } from './counted-starts.ts';

export interface StartSessionInput {
  scenarioId: number;
  coachEnabled: boolean;
  personaId: number;
  locale: 'en' | 'ru';
  gender: Gender;
  firstName: string | null;
  avatarUrl: string | null;
  castAvatarUrls: string[];
}

/**
 * Starts a practice session: counts it (and the coach) against the monthly allowance and in the
 * learner's tally, and saves it with the characters' opening lines, all in one transaction
 * (CountedStarts) — a refused or failed start counts nothing. The first name the learner gives a character goes
 * into its prompt, so security screens it like a message.
 */
@injectable()
export class StartSession {
  constructor(
    @inject(PRACTICE.ConversationPartner) private readonly partner: ConversationPartner,
    @inject(ConversationSetups) private readonly setups: ConversationSetups,
    @inject(CountedStarts) private readonly starts: CountedStarts,
    @inject(PRACTICE.MessageScreen) private readonly screen: MessageScreen,
  ) {}

  async execute(userId: number, input: StartSessionInput, origin: MessageOrigin): Promise<{ success: true; sessionId: number }> {
    const details = {
      userId, scenarioId: input.scenarioId, personaId: input.personaId || null, locale: input.locale, coachEnabled: input.coachEnabled,
      personaInfo: { firstName: input.firstName, gender: input.gender, avatarUrl: input.avatarUrl, castAvatarUrls: input.castAvatarUrls },
    };
    const setup = await this.setups.forNewSession(details); // refuses an unknown or retired scenario
    if (input.personaId !== 0 && !setup.scenario.personas.some((p) => p.id === input.personaId))
      throw new ValidationError([{ path: 'personaId', message: 'This persona does not fit the scenario.' }]);
    checkCastLooks(input.castAvatarUrls, setup.scenario.cast);
    if (input.firstName) {
      const { scenario, locale } = setup;
      await this.screen.screen({ userId, origin, sessionId: null, locale, text: input.firstName, history: [], scenario: asShown(scenario, locale) });
    }
    const opening = await this.partner.opening(setup);
    const session = await this.starts.open({ ...details, personaInfo: setup.personaInfo }, opening.map((line) => ({ sender: 'ai' as const, content: line.content, speaker: line.speaker })));
    return { success: true, sessionId: session.id };
  }
}

/** One look per other character, each of that character's gender (the cast fixes who they are). */
function checkCastLooks(looks: string[], cast: CastMember[]): void {
  const others = cast.slice(1);
  if (looks.length > others.length) throw new ValidationError([{ path: 'castAvatarUrls', message: 'This scene has fewer characters than the looks chosen.' }]);
  looks.forEach((url, i) => {
    if (!url.startsWith(`/avatars/${others[i]!.gender}/`))
      throw new ValidationError([{ path: `castAvatarUrls.${i}`, message: 'Choose a look that matches the character.' }]);
  });
}
