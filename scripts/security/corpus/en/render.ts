// Assembles the English corpus from the handwritten seeds, the templates and the transforms. Pure and
// deterministic: the same code gives the same JSON Lines, byte for byte (the unit test checks it).
import { finalise, fromSeeds, toJsonl, type AttackFamily, type BenignFamily, type Draft, type Row } from '../rows.ts';
import { expand } from '../template.ts';
import { hash32, mulberry32 } from '../transforms.ts';
import { CONTEXT } from './attacks-context.ts';
import { EXTRACTION } from './attacks-extraction.ts';
import { MULTILINGUAL, OBFUSCATION, SPLITTING } from './attacks-mixed.ts';
import { OVERRIDE } from './attacks-override.ts';
import { REFUSAL } from './attacks-refusal.ts';
import { ROLEPLAY } from './attacks-roleplay.ts';
import { TRANSLATION } from './attacks-translation.ts';
import { CONVERSATION } from './benign-conversation.ts';
import { ASK_STORY_W, LONG_W, OFF_W, PRESS_W, WORDS_W } from './benign-extra4.ts';
import { LOOKALIKE_FORMS } from './benign-lookalike-forms.ts';
import { STORY_QUESTIONS } from './benign-questions-story.ts';
import { QUESTIONS } from './benign-questions.ts';
import { LOOKALIKE_MIXED } from './benign-mixed.ts';
import { LOOKALIKE_WORDS } from './benign-lookalike-words.ts';
import { OFFTOPIC } from './benign-offtopic.ts';
import { LONG_ATTACKS, LONG_BENIGN } from './long.ts';
import { ATTACK_TEMPLATES, MIX_TEMPLATES } from './templates-attack.ts';
import { BENIGN_TEMPLATES } from './templates-benign.ts';
import { attackVariants, benignVariants } from './variants.ts';

/** How many templated rows each attack template contributes. */
const ATTACK_TEMPLATE_COUNTS: Record<string, number> = {
  override: 30, newrules: 18, extract: 30, 'extract-q': 16, roleplay: 28, context: 30, refusal: 28, encode: 32,
  'mix-ru-core': 30, 'mix-en-core': 22,
};

export function buildEnRows(): Row[] {
  const attackSeeds: Draft[] = [
    ...fromSeeds(OVERRIDE, 'en', 'attack', 'instruction-override', 'override'),
    ...fromSeeds(ROLEPLAY, 'en', 'attack', 'roleplay-jailbreak', 'roleplay'),
    ...fromSeeds(EXTRACTION, 'en', 'attack', 'system-prompt-extraction', 'extract'),
    ...fromSeeds(CONTEXT, 'en', 'attack', 'context-injection', 'context'),
    ...fromSeeds(REFUSAL, 'en', 'attack', 'refusal-suppression', 'refusal'),
    ...fromSeeds(TRANSLATION, 'en', 'attack', 'translation-or-encoding-request', 'encode'),
    ...fromSeeds(MULTILINGUAL, 'en', 'attack', 'multilingual', 'mixlang'),
    ...fromSeeds(SPLITTING, 'en', 'attack', 'payload-splitting', 'split'),
    ...fromSeeds(OBFUSCATION, 'en', 'attack', 'obfuscation', 'obf'),
    ...Object.entries(LONG_ATTACKS).flatMap(([f, seeds]) => fromSeeds(seeds, 'en', 'attack', f as AttackFamily, `long-${f}`)),
  ];
  const benignSeeds: Draft[] = [
    ...fromSeeds(CONVERSATION, 'en', 'benign', 'conversation', 'conv'),
    ...fromSeeds(LOOKALIKE_WORDS, 'en', 'benign', 'lookalike', 'words'),
    ...fromSeeds(LOOKALIKE_FORMS, 'en', 'benign', 'lookalike', 'forms'),
    ...fromSeeds(LOOKALIKE_MIXED, 'en', 'benign', 'lookalike', 'mixed'),
    ...fromSeeds(OFFTOPIC, 'en', 'benign', 'offtopic', 'off'),
    ...fromSeeds(QUESTIONS, 'en', 'benign', 'conversation', 'ask'),
    ...fromSeeds(STORY_QUESTIONS, 'en', 'benign', 'lookalike', 'ask-story'),
    ...Object.entries(LONG_BENIGN).flatMap(([f, seeds]) => fromSeeds(seeds, 'en', 'benign', f as BenignFamily, `long-${f}`)),
    ...fromSeeds(PRESS_W, 'en', 'benign', 'lookalike', 'press-w'),
    ...fromSeeds(ASK_STORY_W, 'en', 'benign', 'lookalike', 'ask-story-w'),
    ...fromSeeds(LONG_W, 'en', 'benign', 'conversation', 'long-w'),
    ...fromSeeds(WORDS_W, 'en', 'benign', 'lookalike', 'words-w'),
    ...fromSeeds(OFF_W, 'en', 'benign', 'offtopic', 'off-w'),
  ];
  const attackTemplated = [...ATTACK_TEMPLATES, ...MIX_TEMPLATES].flatMap((t) =>
    expand(t, ATTACK_TEMPLATE_COUNTS[t.id], mulberry32(hash32(`tpl:${t.id}`)), 'en', 'attack'));
  const benignTemplated = BENIGN_TEMPLATES.flatMap((t) => expand(t, t.count, mulberry32(hash32(`tpl:${t.id}`)), 'en', 'benign'));
  const sources = attackSeeds.filter((d) =>
    ['instruction-override', 'system-prompt-extraction', 'refusal-suppression', 'roleplay-jailbreak', 'translation-or-encoding-request'].includes(d.family));
  return finalise([
    ...attackSeeds, ...attackTemplated, ...attackVariants(sources, { obfuscated: 190, encoded: 48, split: 84 }),
    ...benignSeeds, ...benignTemplated, ...benignVariants(benignSeeds, 200),
  ], 'en');
}

/** The JSON Lines text of en.jsonl (the name every language's render.ts exports, for the unit test). */
export const renderCorpus = (): string => toJsonl(buildEnRows());
