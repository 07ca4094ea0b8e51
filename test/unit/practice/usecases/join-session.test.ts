import { expect } from 'chai';
import { LEARNER, practiceWorld, refusal, SOMEONE_ELSE } from './practice-world.ts';

const opening = (initialMessage: string) => JSON.parse(initialMessage) as { name: string; role: string; message: string }[];

describe('JoinSession', () => {
  it('opens with the scripted lines, spoken by the scenario’s characters', async () => {
    const world = practiceWorld({ scenarioKey: 'cs-restaurant-nut-allergy' });
    const script = world.scenario.script.en;
    const started = await world.joinSession.execute(LEARNER, await world.started());
    expect(opening(started.initialMessage)).to.deep.equal([{ name: 'Emma Lawson', role: script.characters[0]!.role, message: script.opening[0]!.text }]);
  });

  describe('when the learner named the character', () => {
    it('uses the chosen name for the speaker and in what the character says of herself', async () => {
      const world = practiceWorld({ scenarioKey: 'cs-restaurant-nut-allergy' });
      const [line] = opening((await world.joinSession.execute(LEARNER, await world.started({ firstName: 'Olga' }))).initialMessage);
      expect(line!.name).to.equal('Olga');
      expect(line!.message).to.contain('My name is Olga.').and.not.contain('Emma');
    });

    it('renames in Russian too', async () => {
      const world = practiceWorld({ scenarioKey: 'cs-restaurant-nut-allergy' });
      const [line] = opening((await world.joinSession.execute(LEARNER, await world.started({ firstName: 'Ольга', locale: 'ru' }))).initialMessage);
      expect(line!.message).to.contain('Меня зовут Ольга,').and.not.contain('Мария');
    });
  });

  it('answers someone else’s session as a missing one', async () => {
    const world = practiceWorld();
    const theirs = await world.started({ userId: SOMEONE_ELSE });
    expect(await refusal(world.joinSession.execute(LEARNER, theirs))).to.include({ code: 'PRACTICE.SESSION_NOT_FOUND' });
  });
});
