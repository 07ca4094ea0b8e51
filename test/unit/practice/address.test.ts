import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { inAddress } from '#src/modules/practice/domain/address.ts';
import type { Address, PersonaArchetype } from '#src/modules/practice/domain/scenario.ts';
import { GENERIC_LINES } from '#src/modules/practice/infrastructure/offline/generic-lines.ts';
import { conversationSetup } from '../../support/conversation-setup.ts';
import { playConversation } from '../../support/scripted-conversation.ts';

/** Russian «вы» and «ты» in every case, and the imperatives that give the form away. */
const FORMAL = /(?<!\p{L})(?:вы|вас|вам|вами|ваш\p{L}*|простите|извините|послушайте|скажите|подождите|постойте|идите|имейте)(?!\p{L})/iu;
const INFORMAL = /(?<!\p{L})(?:ты|тебя|тебе|тобой|твой|твоя|твоё|твое|твои|твоего|твоей|твоих|твоим|прости|извини|послушай|скажи|подожди|постой|иди|имей)(?!\p{L})/iu;

const personas = (JSON.parse(readFileSync('content/personas.json', 'utf8')) as { personas: Pick<PersonaArchetype, 'key' | 'play'>[] }).personas;
const shared: [string, string][] = [
  ...personas.flatMap((p) => Object.entries(p.play.ru as unknown as Record<string, string[]>).flatMap(([kind, lines]) => lines.map((l): [string, string] => [`${p.key}.${kind}`, l]))),
  ...Object.entries(GENERIC_LINES.ru as unknown as Record<string, string[]>).flatMap(([kind, lines]) => lines.map((l): [string, string] => [`engine.${kind}`, l])),
];

describe('Russian lines shared by every scenario follow its «вы» or «ты»', () => {
  it('write both forms as well-formed {formal|informal} pairs', () => {
    for (const [where, line] of shared) {
      const stray = line.replace(/\{[^{}|]*\|[^{}|]*\}/g, '').replace(/\{(?:quote|commitment)\}/g, '');
      expect(stray, `${where}: ${line}`).to.not.match(/[{}|]/);
    }
  });

  for (const [address, wrong] of [['formal', INFORMAL], ['informal', FORMAL]] as [Address, RegExp][]) {
    it(`say nothing in the other form when the scenario is ${address}`, () => {
      const slips = shared.map(([where, line]) => [where, inAddress(line, address)]).filter(([, line]) => wrong.test(line!));
      expect(slips).to.deep.equal([]);
    });
  }

  it('a scene on «ты» is played on «ты» by the engine’s own lines', () => {
    const setup = conversationSetup('cs-gym-double-charge', { locale: 'ru' });
    const informal = { ...setup, scenario: { ...setup.scenario, script: { ...setup.scenario.script, ru: { ...setup.scenario.script.ru, address: 'informal' as const } } } };
    const { turns } = playConversation(informal, ['Пока.']);
    const said = turns[0]!.reply.map((l) => l.content).join(' ');
    expect(GENERIC_LINES.ru.holdOn.map((l) => inAddress(l, 'informal')).some((l) => said.includes(l)), said).to.equal(true);
  });
});
