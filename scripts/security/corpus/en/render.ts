// Assembles the English corpus from the handwritten seeds, the templates and the transforms. Pure and
// deterministic: the same code gives the same JSON Lines, byte for byte (the unit test checks it).
import { finalise, fromSeeds, toJsonl, type AttackFamily, type BenignFamily, type Draft, type Row } from '../rows.ts';
import { expand } from '../template.ts';
import { hash32, mulberry32 } from '../transforms.ts';
import { CONTEXT } from './attacks-context.ts';
import { CONTEXT_Y, ENCODE_Y, EXTRACTION_Y, MIXLANG_Y, OVERRIDE_Y, REFUSAL_Y, ROLEPLAY_Y } from './attacks-extra2.ts';
import { EXTRACTION } from './attacks-extraction.ts';
import { CONTEXT_X, ENCODE_X, EXTRACTION_X, MULTILINGUAL_X, OVERRIDE_X, REFUSAL_X, ROLEPLAY_X } from './attacks-extra.ts';
import { CONTEXT_Z, ENCODE_Z, EXTRACTION_Z, MIXLANG_Z, OVERRIDE_Z, REFUSAL_Z, ROLEPLAY_Z } from './attacks-extra3.ts';
import { MULTILINGUAL, OBFUSCATION, SPLITTING } from './attacks-mixed.ts';
import { OVERRIDE } from './attacks-override.ts';
import { REFUSAL } from './attacks-refusal.ts';
import { ROLEPLAY } from './attacks-roleplay.ts';
import { TRANSLATION } from './attacks-translation.ts';
import { CONTEXT_W, ENCODE_W, EXTRACTION_W, MIXLANG_W, OVERRIDE_W, REFUSAL_W, ROLEPLAY_W } from './attacks-extra4.ts';
import { CONVERSATION } from './benign-conversation.ts';
import { CONVERSATION_EXTRA, LOOKALIKE_WORDS_EXTRA, MIXED_EXTRA, OFFTOPIC_EXTRA, STORY_QUESTIONS_EXTRA } from './benign-extra.ts';
import { CONVERSATION_Y, MIXED_Y, OFFTOPIC_Y, STORY_ASKS_Y, WORDS_Y } from './benign-extra2.ts';
import { ASK_STORY_W, LONG_W, OFF_W, PRESS_W, WORDS_W } from './benign-extra4.ts';
import { EXTRACTION_V, REFUSAL_V } from './attacks-extra5.ts';
import { CONTEXT_U, OVERRIDE_U } from './attacks-extra6.ts';
import { ASK_STORY_V, PRESS_V } from './benign-extra5.ts';
import { CONV_U, PROPOSE_U, STAGE_U } from './benign-extra6.ts';
import { LOOKALIKE_FORMS } from './benign-lookalike-forms.ts';
import { STORY_QUESTIONS } from './benign-questions-story.ts';
import { QUESTIONS } from './benign-questions.ts';
import { LOOKALIKE_MIXED } from './benign-mixed.ts';
import { LOOKALIKE_WORDS } from './benign-lookalike-words.ts';
import { ASK_STORY_Z, CONV_Z, MIXED_Z, OFF_Z, WORDS_Z } from './benign-extra3.ts';
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
    ...fromSeeds(EXTRACTION_X, 'en', 'attack', 'system-prompt-extraction', 'extract-x'),
    ...fromSeeds(OVERRIDE_X, 'en', 'attack', 'instruction-override', 'override-x'),
    ...fromSeeds(REFUSAL_X, 'en', 'attack', 'refusal-suppression', 'refusal-x'),
    ...fromSeeds(CONTEXT_X, 'en', 'attack', 'context-injection', 'context-x'),
    ...fromSeeds(ROLEPLAY_X, 'en', 'attack', 'roleplay-jailbreak', 'roleplay-x'),
    ...fromSeeds(ENCODE_X, 'en', 'attack', 'translation-or-encoding-request', 'encode-x'),
    ...fromSeeds(MULTILINGUAL_X, 'en', 'attack', 'multilingual', 'mixlang-x'),
    ...fromSeeds(EXTRACTION_Y, 'en', 'attack', 'system-prompt-extraction', 'extract-y'),
    ...fromSeeds(OVERRIDE_Y, 'en', 'attack', 'instruction-override', 'override-y'),
    ...fromSeeds(REFUSAL_Y, 'en', 'attack', 'refusal-suppression', 'refusal-y'),
    ...fromSeeds(CONTEXT_Y, 'en', 'attack', 'context-injection', 'context-y'),
    ...fromSeeds(ROLEPLAY_Y, 'en', 'attack', 'roleplay-jailbreak', 'roleplay-y'),
    ...fromSeeds(ENCODE_Y, 'en', 'attack', 'translation-or-encoding-request', 'encode-y'),
    ...fromSeeds(MIXLANG_Y, 'en', 'attack', 'multilingual', 'mixlang-y'),
    ...fromSeeds(EXTRACTION_Z, 'en', 'attack', 'system-prompt-extraction', 'extract-z'),
    ...fromSeeds(OVERRIDE_Z, 'en', 'attack', 'instruction-override', 'override-z'),
    ...fromSeeds(CONTEXT_Z, 'en', 'attack', 'context-injection', 'context-z'),
    ...fromSeeds(REFUSAL_Z, 'en', 'attack', 'refusal-suppression', 'refusal-z'),
    ...fromSeeds(ROLEPLAY_Z, 'en', 'attack', 'roleplay-jailbreak', 'roleplay-z'),
    ...fromSeeds(ENCODE_Z, 'en', 'attack', 'translation-or-encoding-request', 'encode-z'),
    ...fromSeeds(MIXLANG_Z, 'en', 'attack', 'multilingual', 'mixlang-z'),
    ...fromSeeds(EXTRACTION_W, 'en', 'attack', 'system-prompt-extraction', 'extract-w'),
    ...fromSeeds(OVERRIDE_W, 'en', 'attack', 'instruction-override', 'override-w'),
    ...fromSeeds(REFUSAL_W, 'en', 'attack', 'refusal-suppression', 'refusal-w'),
    ...fromSeeds(CONTEXT_W, 'en', 'attack', 'context-injection', 'context-w'),
    ...fromSeeds(ROLEPLAY_W, 'en', 'attack', 'roleplay-jailbreak', 'roleplay-w'),
    ...fromSeeds(ENCODE_W, 'en', 'attack', 'translation-or-encoding-request', 'encode-w'),
    ...fromSeeds(MIXLANG_W, 'en', 'attack', 'multilingual', 'mixlang-w'),
  ];
  const benignSeeds: Draft[] = [
    ...fromSeeds(CONVERSATION, 'en', 'benign', 'conversation', 'conv'),
    ...fromSeeds(LOOKALIKE_WORDS, 'en', 'benign', 'lookalike', 'words'),
    ...fromSeeds(LOOKALIKE_FORMS, 'en', 'benign', 'lookalike', 'forms'),
    ...fromSeeds(LOOKALIKE_MIXED, 'en', 'benign', 'lookalike', 'mixed'),
    ...fromSeeds(OFFTOPIC, 'en', 'benign', 'offtopic', 'off'),
    ...fromSeeds(QUESTIONS, 'en', 'benign', 'conversation', 'ask'),
    ...fromSeeds(STORY_QUESTIONS, 'en', 'benign', 'lookalike', 'ask-story'),
    ...fromSeeds(STORY_QUESTIONS_EXTRA, 'en', 'benign', 'lookalike', 'ask-story-x'),
    ...fromSeeds(LOOKALIKE_WORDS_EXTRA, 'en', 'benign', 'lookalike', 'words-x'),
    ...fromSeeds(CONVERSATION_EXTRA, 'en', 'benign', 'conversation', 'conv-x'),
    ...fromSeeds(OFFTOPIC_EXTRA, 'en', 'benign', 'offtopic', 'off-x'),
    ...fromSeeds(MIXED_EXTRA, 'en', 'benign', 'lookalike', 'mixed-x'),
    ...Object.entries(LONG_BENIGN).flatMap(([f, seeds]) => fromSeeds(seeds, 'en', 'benign', f as BenignFamily, `long-${f}`)),
    ...fromSeeds(STORY_ASKS_Y, 'en', 'benign', 'lookalike', 'ask-story-y'),
    ...fromSeeds(WORDS_Y, 'en', 'benign', 'lookalike', 'words-y'),
    ...fromSeeds(CONVERSATION_Y, 'en', 'benign', 'conversation', 'conv-y'),
    ...fromSeeds(OFFTOPIC_Y, 'en', 'benign', 'offtopic', 'off-y'),
    ...fromSeeds(MIXED_Y, 'en', 'benign', 'lookalike', 'mixed-y'),
    ...fromSeeds(ASK_STORY_Z, 'en', 'benign', 'lookalike', 'ask-story-z'),
    ...fromSeeds(WORDS_Z, 'en', 'benign', 'lookalike', 'words-z'),
    ...fromSeeds(CONV_Z, 'en', 'benign', 'conversation', 'conv-z'),
    ...fromSeeds(OFF_Z, 'en', 'benign', 'offtopic', 'off-z'),
    ...fromSeeds(MIXED_Z, 'en', 'benign', 'lookalike', 'mixed-z'),
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
    ...december(),
  ], 'en');
}

/** The JSON Lines text of en.jsonl (the name every language's render.ts exports, for the unit test). */
export const renderCorpus = (): string => toJsonl(buildEnRows());

/**
 * The batches of 2026-12-02 (-v, -u), aimed at what the model missed out of fold: setup extraction
 * asked inside the story, social pressure, overrides and forged context without trigger words, and
 * their benign mirror images. Last and untransformed, so every earlier row keeps its id and text.
 */
const december = (): Draft[] => [
  ...fromSeeds(EXTRACTION_V, 'en', 'attack', 'system-prompt-extraction', 'extract-v'),
  ...fromSeeds(REFUSAL_V, 'en', 'attack', 'refusal-suppression', 'refusal-v'),
  ...fromSeeds(OVERRIDE_U, 'en', 'attack', 'instruction-override', 'override-u'),
  ...fromSeeds(CONTEXT_U, 'en', 'attack', 'context-injection', 'context-u'),
  ...fromSeeds(ASK_STORY_V, 'en', 'benign', 'lookalike', 'ask-story-v'),
  ...fromSeeds(PRESS_V, 'en', 'benign', 'lookalike', 'press-v'),
  ...fromSeeds(STAGE_U, 'en', 'benign', 'lookalike', 'stage-u'),
  ...fromSeeds(PROPOSE_U, 'en', 'benign', 'lookalike', 'propose-u'),
  ...fromSeeds(CONV_U, 'en', 'benign', 'conversation', 'conv-u'),
];
