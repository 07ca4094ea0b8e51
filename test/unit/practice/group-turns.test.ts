import { expect } from 'chai';
import { conversationSetup } from '../../support/conversation-setup.ts';
import { playConversation } from '../../support/scripted-conversation.ts';

/** Who answers in a group scene: the one addressed, else the one whose concern is at stake, else whoever waited longest. */
describe('Group scenes take turns by who is addressed and whose concern is at stake', () => {
  const BUDGET = 'cr-budget-cut-three-way'; // Tom (events), Aisha (digital), Claire (finance)
  const firstSpeaker = (locale: 'en' | 'ru', message: string) => {
    const { turns } = playConversation(conversationSetup(BUDGET, { locale }), [message]);
    return turns[0]!.reply[0]!.speaker.name;
  };

  it('the character addressed by first name answers', () => {
    expect(firstSpeaker('en', 'Aisha, what do you think?')).to.equal('Aisha Khan');
    expect(firstSpeaker('ru', 'Татьяна, что скажете?')).to.equal('Татьяна Белоусова');
  });

  it('the character named first answers, though the message speaks of another', () => {
    const workshop = (locale: 'en' | 'ru', message: string) => playConversation(conversationSetup('fb-workshop-copresenters', { locale }), [message]).turns[0]!.reply[0]!.speaker.name;
    expect(workshop('en', 'Ben, how was it for you when Grace took over? You went quiet after that.')).to.equal('Ben Carter');
    expect(workshop('ru', 'Артём, каково тебе было, когда Екатерина перехватила упражнение? Ты потом замолчал.')).to.equal('Артём Никонов');
  });

  it('the character addressed by a word of their role no one else shares answers, in any case ending', () => {
    expect(firstSpeaker('en', 'Let me ask finance first: where do we stand?')).to.equal('Claire Dawson');
    expect(firstSpeaker('ru', 'Вопрос к финансам: где мы сейчас?')).to.equal('Татьяна Белоусова');
  });

  it('a message about one character’s concern is answered by that character', () => {
    expect(firstSpeaker('en', 'The conference is where I want to start.')).to.equal('Tom Fletcher');
    expect(firstSpeaker('ru', 'Давайте начнём со стоимости лида.')).to.equal('Камила Рахимова');
  });

  it('a name the learner gave to the first character is the one that is answered to', () => {
    const setup = conversationSetup(BUDGET, { firstName: 'Oliver' });
    const { turns } = playConversation(setup, ['Oliver, your view please.']);
    expect(turns[0]!.reply[0]!.speaker.name).to.equal('Oliver');
  });
});
