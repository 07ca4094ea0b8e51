import { expect } from 'chai';
import { characterScripts, hearLearner, startDialogue } from '#src/modules/practice/domain/dialogue.ts';
import type { Move } from '#src/modules/practice/domain/learner-moves.ts';
import { speakersOf, type ConversationSetup, type TranscriptLine } from '#src/modules/practice/domain/conversation.ts';
import { OfflineConversationPartner } from '#src/modules/practice/infrastructure/offline/offline-conversation-partner.ts';
import { conversationSetup } from '../../support/conversation-setup.ts';
import { playConversation } from '../../support/scripted-conversation.ts';
import { LOCALES, TYPICAL } from './mothers.ts';

const partner = new OfflineConversationPartner(0);
const GYM = 'cs-gym-double-charge';

describe('OfflineConversationPartner answers the learner’s move', () => {
  for (const locale of LOCALES) {
    describe(`in ${locale === 'en' ? 'English' : 'Russian'}`, () => {
      const setup = () => conversationSetup(GYM, { locale });
      // As the session's first character says them: in the gender chosen at start.
      const character = () => characterScripts(setup())[0]!;

      for (const move of ['acknowledged', 'proposed', 'blamed', 'offTopic', 'neutral'] as const satisfies Move[]) {
        it(`reacts to "${TYPICAL[locale][move]}" with one of the character’s ${move} reactions`, () => {
          const [first] = playConversation(setup(), [TYPICAL[locale][move]]).turns[0]!.reply;
          expect(first!.speaker).to.deep.equal(setup().speakers[0]);
          expect(character().reactions[move].some((r) => first!.content.includes(r)), first!.content).to.equal(true);
        });
      }

      it('answers a question with the fact it asks about, before pressing anything', () => {
        const question = locale === 'en' ? 'What time did the payments go out?' : 'Во сколько прошли платежи?';
        const [reply] = playConversation(setup(), [question]).turns[0]!.reply;
        expect(reply!.content).to.equal(character().answers[0]!.line);
      });

      it('raises the first concern after a move that settles nothing, and presses it in other words next time', () => {
        const { turns } = playConversation(setup(), [TYPICAL[locale].acknowledged, TYPICAL[locale].neutral]);
        const raise = character().concerns[0]!.raise;
        expect(turns[0]!.reply[0]!.content).to.include(raise[0]!);
        expect(turns[1]!.reply[0]!.content).to.include(raise[1]!);
      });
    });
  }

  it('streams each line word by word, then gives the line and the dialogue state after it', async () => {
    const setup = conversationSetup(GYM);
    const transcript: TranscriptLine[] = [{ sender: 'user', content: TYPICAL.en.acknowledged, speaker: null }];
    const dialogue = hearLearner(startDialogue(setup), setup, TYPICAL.en.acknowledged);
    const events = [];
    for await (const event of partner.reply({ setup, transcript, dialogue, canary: 'RPT-TESTCANARY' })) events.push(event);
    const line = events.find((e) => e.type === 'line')!;
    const deltas = events.filter((e) => e.type === 'delta').map((e) => e.text).join('');
    expect(deltas).to.equal(line.content);
    expect(events[0]).to.deep.equal({ type: 'typing', speaker: setup.speakers[0] });
    const last = events.at(-1)!;
    expect(last.type).to.equal('dialogue');
    expect(last.type === 'dialogue' && last.dialogue.concerns[0]!.raised).to.equal(1);
  });

  it('plays a scenario nobody wrote a script for, from its description and prompt', () => {
    const setup = conversationSetup(GYM, { withoutScript: true });
    expect(setup.speakers[0]!.name).to.equal('Sarah Mitchell'); // named as the prompt names her
    const { turns, state } = playConversation(setup, [
      "I'm sorry, that sounds stressful.",
      "I'll refund the duplicate payment myself today.",
      'It will be back in your account within three working days.',
      "And I'll send you a confirmation email.",
    ]);
    expect(turns.every((t) => t.reply.length > 0)).to.equal(true);
    expect(state.outcome).to.equal('satisfied');
  });
});

describe('OfflineConversationPartner after a SuperAdmin changed the cast mid-session (ADR 0031)', () => {
  /** The same scene with only its first `count` characters, as an edit that drops (or adds) characters leaves it. */
  const withCharacters = (setup: ConversationSetup, count: number): ConversationSetup => {
    const cut = <T extends { characters: unknown[] }>(s: T) => ({ ...s, characters: s.characters.slice(0, count) });
    const scenario = { ...setup.scenario, cast: setup.scenario.cast.slice(0, count), script: { en: cut(setup.scenario.script.en), ru: cut(setup.scenario.script.ru) } };
    return { ...setup, scenario, speakers: speakersOf(scenario, setup.locale, { firstName: null, gender: setup.personaInfo.gender }) };
  };

  for (const [from, to] of [[3, 2], [3, 1], [1, 3]] as const) {
    it(`answers from ${from} character(s) to ${to}, whoever the learner addresses`, async () => {
      const group = conversationSetup('cr-budget-cut-three-way');
      const before = withCharacters(group, from);
      const after = withCharacters(group, to);
      let dialogue = startDialogue(before);
      const third = group.speakers[2]!.name;
      for (const message of [`${third}, what do you need from this?`, TYPICAL.en.acknowledged, TYPICAL.en.proposed]) {
        dialogue = hearLearner(dialogue, after, message);
        const events = [];
        for await (const event of partner.reply({ setup: after, transcript: [{ sender: 'user', content: message, speaker: null }], dialogue, canary: 'RPT-X' })) {
          events.push(event);
        }
        const line = events.find((e) => e.type === 'line');
        expect(line && after.speakers.some((s) => s.name === line.speaker?.name), JSON.stringify(events.at(-1))).to.equal(true);
        const last = events.at(-1)!;
        if (last.type === 'dialogue') dialogue = last.dialogue;
      }
    });
  }
});
