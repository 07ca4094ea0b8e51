import type { AdminScenarioDetail } from '../../../lib/contracts';

/**
 * The built-in engine's content (SPEC "Advanced" section): the cast and a script per language, in
 * the content pack's shapes. The editor holds every list of line variants as one textarea text,
 * one variant a line, and topics as one comma-separated text; this file converts both ways.
 */
export type LanguageScript = AdminScenarioDetail['genericScript']['en'];
export type CastMember = AdminScenarioDetail['cast'][number];
type Character = LanguageScript['characters'][number];
export type SettledBy = Character['concerns'][number]['settledBy'][number];
export type Reaction = keyof Character['reactions'];
export type Closing = keyof Character['closing'];
export type Lang = 'en' | 'ru';

export const LANGS = ['en', 'ru'] as const satisfies readonly Lang[];
export const SETTLED_BY = ['action', 'deadline', 'amount', 'writing', 'empathy', 'explanation'] as const satisfies readonly SettledBy[];
export const REACTIONS = ['acknowledged', 'proposed', 'blamed', 'offTopic', 'neutral'] as const satisfies readonly Reaction[];
export const CLOSINGS = ['positive', 'negative', 'after'] as const satisfies readonly Closing[];
/** The content pack allows one to three speaking characters. */
export const MAX_CAST = 3;
/** Looks for a character added here, the first one not yet in the cast. */
const NEW_LOOKS: readonly CastMember[] = [
  { gender: 'female', color: '#2a9d8f' },
  { gender: 'male', color: '#e76f51' },
  { gender: 'female', color: '#6d597a' },
];

export interface ConcernDraft { key: string; raise: string; topics: string; settledBy: SettledBy[] }
export interface AnswerDraft { topics: string; line: string }
export interface CharacterDraft {
  name: string;
  role: string;
  concerns: ConcernDraft[];
  answers: AnswerDraft[];
  reactions: Record<Reaction, string>;
  closing: Record<Closing, string>;
  echo: string;
}
export interface OpeningDraft { speaker: number; text: string }
export interface ScriptDraft {
  learnerRole: string;
  situation: string;
  goal: string;
  opening: OpeningDraft[];
  /** Not edited here; kept, less the personas the scenario no longer has (the server refuses those). */
  personaOpenings: Record<string, string>;
  characters: CharacterDraft[];
}

export const linesText = (lines: readonly string[]) => lines.join('\n');
export const linesOf = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);
export const topicsText = (topics: readonly string[]) => topics.join(', ');
/** Topic words are lower case (the content pack's rule), so capitals typed here are lowered, not refused; a new line separates too. */
export const topicsOf = (text: string) => text.split(/[,\n]/).map((topic) => topic.trim().toLocaleLowerCase()).filter(Boolean);

const mapValues = <K extends string, A, B>(record: Record<K, A>, f: (value: A) => B) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value as A)])) as Record<K, B>;

export function draftOf(script: LanguageScript): ScriptDraft {
  return {
    learnerRole: script.learnerRole,
    situation: script.situation,
    goal: script.goal,
    opening: script.opening.map(({ speaker, text }) => ({ speaker, text })),
    personaOpenings: { ...script.personaOpenings },
    characters: script.characters.map((c) => ({
      name: c.name,
      role: c.role,
      concerns: c.concerns.map((k) => ({ key: k.key, raise: linesText(k.raise), topics: topicsText(k.topics), settledBy: [...k.settledBy] })),
      answers: c.answers.map((a) => ({ topics: topicsText(a.topics), line: a.line })),
      reactions: mapValues(c.reactions, linesText),
      closing: mapValues(c.closing, linesText),
      echo: linesText(c.echo),
    })),
  };
}

/** The script to send; `personaKeys` are the keys of the personas the scenario will have (null: not all known, keep every opening). */
export function scriptOf(draft: ScriptDraft, personaKeys: readonly string[] | null): LanguageScript {
  return {
    learnerRole: draft.learnerRole.trim(),
    situation: draft.situation.trim(),
    goal: draft.goal.trim(),
    opening: draft.opening.map(({ speaker, text }) => ({ speaker, text: text.trim() })),
    personaOpenings: Object.fromEntries(Object.entries(draft.personaOpenings).filter(([key]) => personaKeys?.includes(key) ?? true)),
    characters: draft.characters.map((c) => ({
      name: c.name.trim(),
      role: c.role.trim(),
      concerns: c.concerns.map((k) => ({ key: k.key.trim(), raise: linesOf(k.raise), topics: topicsOf(k.topics), settledBy: [...k.settledBy] })),
      answers: c.answers.map((a) => ({ topics: topicsOf(a.topics), line: a.line.trim() })),
      reactions: mapValues(c.reactions, linesOf),
      closing: mapValues(c.closing, linesOf),
      echo: linesOf(c.echo),
    })),
  };
}

export const blankConcern = (): ConcernDraft => ({ key: '', raise: '', topics: '', settledBy: [] });
export const blankAnswer = (): AnswerDraft => ({ topics: '', line: '' });

/** A character to write from scratch: one concern and the two answers the content pack asks for at least. */
export function blankCharacter(): CharacterDraft {
  return {
    name: '',
    role: '',
    concerns: [blankConcern()],
    answers: [blankAnswer(), blankAnswer()],
    reactions: { acknowledged: '', proposed: '', blamed: '', offTopic: '', neutral: '' },
    closing: { positive: '', negative: '', after: '' },
    echo: '',
  };
}

export function newCastMember(cast: readonly CastMember[]): CastMember {
  return { ...(NEW_LOOKS.find((looks) => !cast.some((member) => member.color === looks.color)) ?? NEW_LOOKS[0]!) };
}
