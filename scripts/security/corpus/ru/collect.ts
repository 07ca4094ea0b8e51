// Gathers every draft row of the Russian corpus: hand-written seeds, templates, then transforms of those.
import { hash32, mulberry32 } from '../transforms.ts';
import { CONTEXT } from './attack-context.ts';
import { EXTRACTION } from './attack-extraction.ts';
import { MULTILINGUAL } from './attack-multilingual.ts';
import { OBFUSCATION } from './attack-obfuscation.ts';
import { OVERRIDE } from './attack-override.ts';
import { REFUSAL } from './attack-refusal.ts';
import { ROLEPLAY } from './attack-roleplay.ts';
import { SPLITTING } from './attack-splitting.ts';
import { TRANSLATION } from './attack-translation.ts';
import { LONG_ATTACKS } from './attack-long.ts';
import {
  CONTEXT_EXTRA,
  EXTRACTION_EXTRA,
  MULTILINGUAL_EXTRA,
  OVERRIDE_EXTRA,
  REFUSAL_EXTRA,
  ROLEPLAY_EXTRA,
  TRANSLATION_EXTRA,
} from './attack-extra.ts';
import { CONTEXT_Y, EXTRACTION_Y, MULTILINGUAL_Y, OVERRIDE_Y, REFUSAL_Y, ROLEPLAY_Y, TRANSLATION_Y } from './attack-extra2.ts';
import { CONTEXT_Z, EXTRACTION_Z, MULTILINGUAL_Z, OVERRIDE_Z, REFUSAL_Z, ROLEPLAY_Z, TRANSLATION_Z } from './attack-extra3.ts';
import { CONTEXT_W, EXTRACTION_W, MULTILINGUAL_W, OVERRIDE_W, REFUSAL_W, ROLEPLAY_W, TRANSLATION_W } from './attack-extra4.ts';
import { CONVERSATION_CLIENTS } from './benign-conversation-clients.ts';
import { CONVERSATION_TEAM } from './benign-conversation-team.ts';
import { LOOKALIKE_FORMS } from './benign-lookalike-forms.ts';
import { STORY_QUESTIONS } from './benign-questions-story.ts';
import { QUESTIONS } from './benign-questions.ts';
import { LOOKALIKE_STORY } from './benign-lookalike-story.ts';
import { LOOKALIKE_WORDS } from './benign-lookalike-words.ts';
import { MIXED } from './benign-mixed.ts';
import { LONG_AND_SHORT } from './benign-long.ts';
import { OFFTOPIC } from './benign-offtopic.ts';
import { ASK_STORY_X, CONV_X, LOOK_WORD_X, MIXED_X, MIXED_X_LOOK, OFFTOPIC_X } from './benign-extra.ts';
import { ASK_STORY_Y, CONV_Y, LOOK_WORD_Y, MIXED_Y, OFFTOPIC_Y } from './benign-extra2.ts';
import { ASK_STORY_Z, CONV_Z, LOOK_WORD_Z, MIXED_Z, OFFTOPIC_Z } from './benign-extra3.ts';
import { ASK_STORY_W, LONG_W, LOOK_WORD_W, OFFTOPIC_W, PRESS_W } from './benign-extra4.ts';
import { EXTRACTION_V, REFUSAL_V } from './attack-extra5.ts';
import { CONTEXT_U, OVERRIDE_U } from './attack-extra6.ts';
import { ASK_STORY_V, PRESS_V } from './benign-extra5.ts';
import { CONV_U, PROPOSE_U, STAGE_U } from './benign-extra6.ts';
import { seedRows, templateRows, type Draft, type Label } from './expand.ts';
import { ATTACK_TRANSFORMS, BENIGN_TRANSFORMS, type TransformSpec } from './plan.ts';
import { ATTACK_TEMPLATES } from './templates-attack.ts';
import { BENIGN_TEMPLATES } from './templates-benign.ts';
import type { Family, Seed } from './types.ts';

function handwritten(): Draft[] {
  return [
    ...seedRows(OVERRIDE, 'attack', 'instruction-override', 'override'),
    ...seedRows(ROLEPLAY, 'attack', 'roleplay-jailbreak', 'roleplay'),
    ...seedRows(EXTRACTION, 'attack', 'system-prompt-extraction', 'extract'),
    ...seedRows(SPLITTING, 'attack', 'payload-splitting', 'split'),
    ...seedRows(OBFUSCATION, 'attack', 'obfuscation', 'obfusc'),
    ...seedRows(CONTEXT, 'attack', 'context-injection', 'context'),
    ...seedRows(REFUSAL, 'attack', 'refusal-suppression', 'refusal'),
    ...seedRows(TRANSLATION, 'attack', 'translation-or-encoding-request', 'translate'),
    ...seedRows(MULTILINGUAL, 'attack', 'multilingual', 'multi'),
    ...seedRows(CONVERSATION_CLIENTS, 'benign', 'conversation', 'conv-client'),
    ...seedRows(CONVERSATION_TEAM, 'benign', 'conversation', 'conv-team'),
    ...seedRows(LOOKALIKE_WORDS, 'benign', 'lookalike', 'look-word'),
    ...seedRows(LOOKALIKE_FORMS, 'benign', 'lookalike', 'look-form'),
    ...seedRows(LOOKALIKE_STORY, 'benign', 'lookalike', 'look-story'),
    ...seedRows(OFFTOPIC, 'benign', 'offtopic', 'offtopic'),
    ...seedRows(QUESTIONS, 'benign', 'conversation', 'ask'),
    ...seedRows(STORY_QUESTIONS, 'benign', 'lookalike', 'ask-story'),
    ...listRows(MIXED, 'benign', 'mixed'),
    ...listRows(LONG_AND_SHORT, 'benign', 'length'),
    ...listRows(LONG_ATTACKS, 'attack', 'long'),
    ...seedRows(EXTRACTION_EXTRA, 'attack', 'system-prompt-extraction', 'extract-x'),
    ...seedRows(OVERRIDE_EXTRA, 'attack', 'instruction-override', 'override-x'),
    ...seedRows(REFUSAL_EXTRA, 'attack', 'refusal-suppression', 'refusal-x'),
    ...seedRows(CONTEXT_EXTRA, 'attack', 'context-injection', 'context-x'),
    ...seedRows(ROLEPLAY_EXTRA, 'attack', 'roleplay-jailbreak', 'roleplay-x'),
    ...seedRows(TRANSLATION_EXTRA, 'attack', 'translation-or-encoding-request', 'translate-x'),
    ...seedRows(MULTILINGUAL_EXTRA, 'attack', 'multilingual', 'multi-x'),
    ...seedRows(ASK_STORY_X, 'benign', 'lookalike', 'ask-story-x'),
    ...seedRows(LOOK_WORD_X, 'benign', 'lookalike', 'look-word-x'),
    ...seedRows(CONV_X, 'benign', 'conversation', 'conv-x'),
    ...seedRows(OFFTOPIC_X, 'benign', 'offtopic', 'offtopic-x'),
    ...seedRows(MIXED_X, 'benign', 'conversation', 'mixed-x'),
    ...seedRows(MIXED_X_LOOK, 'benign', 'lookalike', 'mixed-x-look'),
    ...seedRows(EXTRACTION_Y, 'attack', 'system-prompt-extraction', 'extract-y'),
    ...seedRows(OVERRIDE_Y, 'attack', 'instruction-override', 'override-y'),
    ...seedRows(REFUSAL_Y, 'attack', 'refusal-suppression', 'refusal-y'),
    ...seedRows(CONTEXT_Y, 'attack', 'context-injection', 'context-y'),
    ...seedRows(ROLEPLAY_Y, 'attack', 'roleplay-jailbreak', 'roleplay-y'),
    ...seedRows(TRANSLATION_Y, 'attack', 'translation-or-encoding-request', 'translate-y'),
    ...seedRows(MULTILINGUAL_Y, 'attack', 'multilingual', 'multi-y'),
    ...seedRows(ASK_STORY_Y, 'benign', 'lookalike', 'ask-story-y'),
    ...seedRows(LOOK_WORD_Y, 'benign', 'lookalike', 'look-word-y'),
    ...seedRows(CONV_Y, 'benign', 'conversation', 'conv-y'),
    ...seedRows(OFFTOPIC_Y, 'benign', 'offtopic', 'offtopic-y'),
    ...seedRows(MIXED_Y, 'benign', 'lookalike', 'mixed-y'),
    ...seedRows(ASK_STORY_Z, 'benign', 'lookalike', 'ask-story-z'),
    ...seedRows(LOOK_WORD_Z, 'benign', 'lookalike', 'look-word-z'),
    ...seedRows(CONV_Z, 'benign', 'conversation', 'conv-z'),
    ...seedRows(OFFTOPIC_Z, 'benign', 'offtopic', 'offtopic-z'),
    ...seedRows(MIXED_Z, 'benign', 'lookalike', 'mixed-z'),
    ...seedRows(EXTRACTION_Z, 'attack', 'system-prompt-extraction', 'extract-z'),
    ...seedRows(OVERRIDE_Z, 'attack', 'instruction-override', 'override-z'),
    ...seedRows(CONTEXT_Z, 'attack', 'context-injection', 'context-z'),
    ...seedRows(REFUSAL_Z, 'attack', 'refusal-suppression', 'refusal-z'),
    ...seedRows(ROLEPLAY_Z, 'attack', 'roleplay-jailbreak', 'roleplay-z'),
    ...seedRows(TRANSLATION_Z, 'attack', 'translation-or-encoding-request', 'translate-z'),
    ...seedRows(MULTILINGUAL_Z, 'attack', 'multilingual', 'multi-z'),
    ...seedRows(EXTRACTION_W, 'attack', 'system-prompt-extraction', 'extract-w'),
    ...seedRows(OVERRIDE_W, 'attack', 'instruction-override', 'override-w'),
    ...seedRows(CONTEXT_W, 'attack', 'context-injection', 'context-w'),
    ...seedRows(REFUSAL_W, 'attack', 'refusal-suppression', 'refusal-w'),
    ...seedRows(ROLEPLAY_W, 'attack', 'roleplay-jailbreak', 'roleplay-w'),
    ...seedRows(TRANSLATION_W, 'attack', 'translation-or-encoding-request', 'translate-w'),
    ...seedRows(MULTILINGUAL_W, 'attack', 'multilingual', 'multi-w'),
    ...seedRows(PRESS_W, 'benign', 'lookalike', 'press-w'),
    ...seedRows(ASK_STORY_W, 'benign', 'lookalike', 'ask-story-w'),
    ...seedRows(LONG_W, 'benign', 'conversation', 'long-w'),
    ...seedRows(LOOK_WORD_W, 'benign', 'lookalike', 'look-word-w'),
    ...seedRows(OFFTOPIC_W, 'benign', 'offtopic', 'offtopic-w'),
  ];
}

/** Seeds that each carry their own family, numbered as one list. */
function listRows(list: readonly { family: Family; seed: Seed }[], label: Label, short: string): Draft[] {
  return list.flatMap(({ family, seed }, i) =>
    seedRows([seed], label, family, short).map((r) => ({ ...r, group: `${r.group.slice(0, -3)}${String(i + 1).padStart(3, '0')}` })),
  );
}

/**
 * Applies each spec to `count` source rows, least-used sources first so transforms spread over many
 * seeds. A transform that leaves the text unchanged (nothing to act on) does not count.
 */
function transformed(sources: readonly Draft[], specs: readonly TransformSpec[]): Draft[] {
  const used = new Map<Draft, number>();
  const out: Draft[] = [];
  for (const spec of specs) {
    const rng = mulberry32(hash32(`ru:transform:${sources[0].label}:${spec.name}`));
    const pool = sources
      .filter((r) => r.family !== 'obfuscation' && (spec.accepts?.(r) ?? true))
      .map((r) => ({ r, key: rng() }))
      .sort((a, b) => (used.get(a.r) ?? 0) - (used.get(b.r) ?? 0) || a.key - b.key)
      .map(({ r }) => r);
    let made = 0;
    for (const src of pool) {
      if (made === spec.count) break;
      const text = spec.apply(src.text, mulberry32(hash32(`${spec.name}|${src.text}`)));
      if (text === src.text) continue;
      out.push({ text, label: src.label, family: spec.family ?? src.family, group: src.group, source: 'transformed' });
      used.set(src, (used.get(src) ?? 0) + 1);
      made++;
    }
    if (made < spec.count) throw new Error(`transform ${spec.name}: only ${made} of ${spec.count} source rows fit`);
  }
  return out;
}

export function collectDrafts(): Draft[] {
  const base = [
    ...handwritten(),
    ...ATTACK_TEMPLATES.flatMap((t) => templateRows(t, 'attack')),
    ...BENIGN_TEMPLATES.flatMap((t) => templateRows(t, 'benign')),
  ];
  const of = (label: Label) => base.filter((r) => r.label === label);
  return [...base, ...transformed(of('attack'), ATTACK_TRANSFORMS), ...transformed(of('benign'), BENIGN_TRANSFORMS), ...december()];
}

/**
 * The batches of 2026-12-02 (-v, -u), aimed at what the model missed out of fold: setup extraction
 * asked inside the story, social pressure, overrides and forged context without trigger words, and
 * their benign mirror images. Last and untransformed, so every earlier row keeps its id and text.
 */
const december = (): Draft[] => [
  ...seedRows(EXTRACTION_V, 'attack', 'system-prompt-extraction', 'extract-v'),
  ...seedRows(REFUSAL_V, 'attack', 'refusal-suppression', 'refusal-v'),
  ...seedRows(OVERRIDE_U, 'attack', 'instruction-override', 'override-u'),
  ...seedRows(CONTEXT_U, 'attack', 'context-injection', 'context-u'),
  ...seedRows(ASK_STORY_V, 'benign', 'lookalike', 'ask-story-v'),
  ...seedRows(PRESS_V, 'benign', 'lookalike', 'press-v'),
  ...seedRows(STAGE_U, 'benign', 'lookalike', 'stage-u'),
  ...seedRows(PROPOSE_U, 'benign', 'lookalike', 'propose-u'),
  ...seedRows(CONV_U, 'benign', 'conversation', 'conv-u'),
];
