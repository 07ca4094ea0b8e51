import type { AdminScenarioDetail, ScenarioInput } from '../../../lib/contracts';
import { blankCharacter, type CastMember, draftOf, LANGS, type Lang, MAX_CAST, newCastMember, type ScriptDraft, scriptOf } from './engine-draft';

/** The "Advanced" section's state: what it started from, what it holds now, and what changed. */
export interface EngineDraft {
  cast: CastMember[];
  /** The scenario's own script, the generic one the engine plays when it has none, or nothing yet (a new scenario). */
  origin: 'script' | 'generic' | 'none';
  scripts: Record<Lang, ScriptDraft> | null;
  castChanged: boolean;
  scriptChanged: boolean;
  /** "Use the generic script": the save removes the hand-written one (script: null). */
  useGeneric: boolean;
}

type Engine = Pick<AdminScenarioDetail, 'cast' | 'script' | 'genericScript'>;

/** Editing starts from the scenario's script, else from the generic script it plays now (SPEC brief). */
export function engineOf(detail: Engine | null): EngineDraft {
  const source = detail ? (detail.script ?? detail.genericScript) : null;
  return {
    cast: detail ? detail.cast.map(({ gender, color }) => ({ gender, color })) : [newCastMember([])],
    origin: !detail ? 'none' : detail.script ? 'script' : 'generic',
    scripts: source ? { en: draftOf(source.en), ru: draftOf(source.ru) } : null,
    castChanged: false,
    scriptChanged: false,
    useGeneric: false,
  };
}

/** A character joins the cast and, written from scratch, every language's script. */
export function addCharacter(engine: EngineDraft): void {
  if (engine.cast.length >= MAX_CAST) return;
  engine.cast.push(newCastMember(engine.cast));
  engine.castChanged = true;
  if (!engine.scripts) return;
  for (const lang of LANGS) engine.scripts[lang].characters.push(blankCharacter());
  engine.scriptChanged = true;
}

/** A character leaves the cast and the scripts, with its opening lines; later speakers move up one. */
export function removeCharacter(engine: EngineDraft, index: number): void {
  if (engine.cast.length <= 1 || index < 0 || index >= engine.cast.length) return;
  engine.cast.splice(index, 1);
  engine.castChanged = true;
  if (!engine.scripts) return;
  for (const lang of LANGS) {
    const script = engine.scripts[lang];
    script.characters.splice(index, 1);
    script.opening = script.opening
      .filter((line) => line.speaker !== index)
      .map((line) => ({ ...line, speaker: line.speaker > index ? line.speaker - 1 : line.speaker }));
  }
  engine.scriptChanged = true;
}

/** Whether a kept script still greets a persona the scenario will no longer have (the server refuses that). */
function stalePersonaOpenings(scripts: Record<Lang, ScriptDraft>, personaKeys: readonly string[]): boolean {
  return LANGS.some((lang) => Object.keys(scripts[lang].personaOpenings).some((key) => !personaKeys.includes(key)));
}

/**
 * The engine's part of the request. Left out, the server keeps what the scenario has, so only what
 * was changed goes: the cast, the script, or `script: null` for the generic one. An untouched
 * hand-written script goes again only to drop openings of personas that were unticked.
 */
export function engineRequest(engine: EngineDraft, personaKeys: readonly string[] | null): Pick<ScenarioInput, 'cast' | 'script'> {
  const request: Pick<ScenarioInput, 'cast' | 'script'> = {};
  // The generic script has one character, so it keeps one look (the server refuses more without a script).
  const cast = engine.useGeneric ? engine.cast.slice(0, 1) : engine.cast;
  if (engine.castChanged) request.cast = cast.map(({ gender, color }) => ({ gender, color }));
  if (engine.useGeneric) return { ...request, script: null };
  const scripts = engine.scripts;
  const send = scripts && (engine.scriptChanged || (engine.origin === 'script' && personaKeys !== null && stalePersonaOpenings(scripts, personaKeys)));
  if (send) request.script = { en: scriptOf(scripts.en, personaKeys), ru: scriptOf(scripts.ru, personaKeys) };
  return request;
}
