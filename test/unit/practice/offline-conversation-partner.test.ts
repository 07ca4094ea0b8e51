import { expect } from 'chai';
import type { Move } from '#src/modules/practice/infrastructure/offline/learner-moves.ts';
import { OfflineConversationPartner } from '#src/modules/practice/infrastructure/offline/offline-conversation-partner.ts';
import { conversationSetup } from '../../support/conversation-setup.ts';
import { awaitingReply, LOCALES, TYPICAL } from './mothers.ts';

const partner = new OfflineConversationPartner(0);

describe('OfflineConversationPartner answers the learner’s move', () => {
  for (const locale of LOCALES) {
    describe(`in ${locale === 'en' ? 'English' : 'Russian'}`, () => {
      const setup = () => conversationSetup('cs-gym-double-charge', { locale });

      for (const [move, message] of Object.entries(TYPICAL[locale]) as [Move, string][]) {
        it(`reacts to "${message}" with the character’s first ${move} reaction`, () => {
          const s = setup();
          const [first] = partner.nextLines(s, awaitingReply(message));
          expect(first!.speaker).to.deep.equal(s.speakers[0]);
          expect(first!.content.startsWith(s.scenario.script[locale].characters[0]!.reactions[move][0]!), first!.content).to.equal(true);
        });
      }

      it('uses the next reaction of the same kind when the learner repeats a move', () => {
        const s = setup();
        const [first] = partner.nextLines(s, awaitingReply(TYPICAL[locale].asked, TYPICAL[locale].asked));
        expect(first!.content.startsWith(s.scenario.script[locale].characters[0]!.reactions.asked[1]!), first!.content).to.equal(true);
      });
    });
  }
});
