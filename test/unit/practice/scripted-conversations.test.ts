import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import type { ConversationSetup, TranscriptLine } from '#src/modules/practice/domain/conversation.ts';
import { characterScripts, dialogueOf, GENERIC_PLAY } from '#src/modules/practice/domain/dialogue.ts';
import { normalise } from '#src/modules/practice/domain/words.ts';
import { conversationSetup } from '../../support/conversation-setup.ts';
import { playConversation } from '../../support/scripted-conversation.ts';
import { goodLearner, NEUTRAL, RUDE } from '../../support/scripted-learners.ts';

/**
 * Whole conversations with the built-in engine, on every shipped scenario, in both languages, with
 * every persona it offers and the generic partner: the promises of R2.4 as properties.
 */
const scenarios = readdirSync('content')
  .filter((f) => f.endsWith('.json') && f !== 'personas.json')
  .flatMap((f) => (JSON.parse(readFileSync(`content/${f}`, 'utf8')) as { scenarios: { key: string; personas: string[] }[] }).scenarios);

const aiLines = (transcript: TranscriptLine[]) => transcript.filter((l) => l.sender === 'ai').map((l) => l.content);

function expectNoRepeats(setup: ConversationSetup, transcript: TranscriptLine[]) {
  const lines = aiLines(transcript);
  expect(new Set(lines.map(normalise)).size, 'a whole line said twice').to.equal(lines.length);
  // Nor any scripted variant of some length inside two different lines ("Go on." may open a longer one).
  // The lines as this session's characters say them, each in their gender.
  const variants = characterScripts(setup).flatMap((c) => [
    ...Object.values(c.reactions).flat(), ...c.answers.map((a) => a.line), ...c.concerns.flatMap((k) => k.raise),
    ...c.closing.positive, ...c.closing.negative, ...c.closing.after,
  ]);
  for (const variant of variants.filter((v) => v.split(/\s+/).length >= 4)) {
    const saying = lines.filter((l) => l.includes(variant));
    expect(saying.length, `said twice: ${variant}`).to.be.at.most(1);
  }
}

/** Once a concern is settled, none of its ways of raising it comes back. */
function expectSettledStaySettled(setup: ConversationSetup, played: ReturnType<typeof playConversation>) {
  const characters = characterScripts(setup);
  played.turns.forEach((turn, i) => {
    for (const settled of turn.state.concerns.filter((c) => c.addressed)) {
      const raise = characters[settled.character]!.concerns.find((k) => k.key === settled.key)!.raise;
      const settledAt = played.turns.findIndex((t) => t.state.concerns.some((c) => c.key === settled.key && c.character === settled.character && c.addressed));
      if (settledAt < i) for (const line of turn.reply) for (const r of raise) expect(line.content, `re-raised ${settled.key}`).not.to.include(r);
    }
  });
}

for (const { key, personas } of scenarios) {
  describe(`Scripted conversations: ${key}`, () => {
    for (const locale of ['en', 'ru'] as const) {
      for (const personaKey of [null, ...personas]) {
        const who = `${locale}, ${personaKey ?? 'generic partner'}`;
        const setup = () => conversationSetup(key, { locale, personaKey });

        it(`a good learner settles every concern and the character closes once (${who})`, () => {
          const s = setup();
          const played = playConversation(s, goodLearner(s));
          expectNoRepeats(s, played.transcript);
          expectSettledStaySettled(s, played);
          expect(played.state.concerns.filter((c) => !c.addressed).map((c) => c.key), 'left open').to.deep.equal([]);
          expect(played.state.outcome).to.equal('satisfied');
          const closings = characterScripts(s).flatMap((c) => c.closing.positive);
          expect(aiLines(played.transcript).filter((l) => closings.some((c) => l.includes(c)))).to.have.length(1);
          // Kept talking after the close: brief, no new demands.
          const more = playConversation(s, [...goodLearner(s), ...NEUTRAL[locale].slice(0, 4)]);
          expectNoRepeats(s, more.transcript);
          expect(more.turns.slice(-4).every((t) => t.state.phase === 'closing' && t.reply.length === 1)).to.equal(true);
        });

        it(`a learner who keeps blaming sees one walk-out, after the persona's patience, and then nothing (${who})`, () => {
          const s = setup();
          const patience = (s.persona?.play ?? GENERIC_PLAY).patience;
          const played = playConversation(s, [...RUDE[locale], ...RUDE[locale]]);
          expectNoRepeats(s, played.transcript);
          expect(played.state.outcome).to.equal('walkedOut');
          expect(played.turns).to.have.length(patience + 2);
          const walkOuts = characterScripts(s).flatMap((c) => c.closing.negative);
          expect(aiLines(played.transcript).filter((l) => walkOuts.some((w) => l.includes(w)))).to.have.length(1);
        });

        it(`a learner who says nothing useful for 24 turns never hears a line twice (${who})`, () => {
          const s = setup();
          const played = playConversation(s, NEUTRAL[locale]);
          expectNoRepeats(s, played.transcript);
          expect(played.turns).to.have.length(24);
          if (s.speakers.length > 1) {
            const spoke = new Set(played.transcript.filter((l) => l.sender === 'ai').map((l) => l.speaker!.name));
            expect(spoke.size, 'every character speaks').to.equal(s.speakers.length);
          }
        });
      }
    }

    it('the state rebuilt from the transcript is the state kept turn by turn (en and ru)', () => {
      for (const locale of ['en', 'ru'] as const) {
        const s = conversationSetup(key, { locale });
        const played = playConversation(s, goodLearner(s).slice(0, 4));
        expect(dialogueOf(s, played.transcript)).to.deep.equal(played.state);
      }
    });

    if (personas.length >= 2) {
      it('two personas answer the same learner differently', () => {
        for (const locale of ['en', 'ru'] as const) {
          const [a, b] = personas.map((p) => conversationSetup(key, { locale, personaKey: p }));
          const lines = [...RUDE[locale].slice(0, 2), ...goodLearner(a!).slice(0, 3)];
          const replies = (s: ConversationSetup) => playConversation(s, lines).transcript.map((l) => l.content).join('\n');
          expect(replies(a!)).not.to.equal(replies(b!));
        }
      });
    }
  });
}
