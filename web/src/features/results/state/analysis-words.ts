import type { SessionResults } from '../../../lib/contracts';
import { describeImprovement, describeSkill, describeStrength, SKILLS, type Language, type Skill, type Translator } from '../../../lib/shared';

/** A sentence and the language it is in (the reader's, unless only the session's text exists). */
export interface Words {
  text: string;
  lang: Language;
}

export interface AnalysisWords {
  feedback: Record<Skill, Words>;
  strengths: Words[];
  /** By message number: what went wrong, the rewrite, and the answered character's role. */
  improvements: Map<number, { issue: Words; suggestion: Words; speakerRole: string }>;
  /** The session's language, when some of the analysis could only be shown in it (results analysed before findings). */
  storedIn: Language | null;
}

/**
 * The analysis in the reader's language: worded from its findings, falling back to the texts the
 * server wrote in the session's language for results without findings (or a kind this client does not know).
 */
export function analysisWords(result: SessionResults, tr: Translator): AnalysisWords {
  const stored = result.locale;
  let fellBack = false;
  const words = (described: string | null | undefined, fallback: string): Words => {
    if (described) return { text: described, lang: tr.language };
    fellBack ||= stored !== tr.language;
    return { text: fallback, lang: stored };
  };
  const findings = result.findings;
  const feedback = Object.fromEntries(SKILLS.map((skill) => [
    skill, words(findings && describeSkill(tr, findings.scores[skill]), result.scores[skill].feedback),
  ])) as Record<Skill, Words>;
  const strengths = findings
    ? findings.strengths.map((f, i) => words(describeStrength(tr, f), result.strengths[i] ?? ''))
    : result.strengths.map((text) => words(null, text));
  const improvements = new Map(result.improvements.map((item) => {
    const finding = findings?.improvements.find((f) => f.messageNumber === item.messageNumber);
    const described = finding ? describeImprovement(tr, finding) : null;
    return [item.messageNumber, {
      issue: words(described?.issue, item.issue),
      suggestion: words(described?.suggestion, item.suggestion),
      speakerRole: finding?.character?.role[tr.language] ?? item.speakerRole,
    }];
  }));
  return { feedback, strengths, improvements, storedIn: fellBack ? stored : null };
}

/*
 * One rule for the characters on a results page (ADR 0014): a name as the learner met them, in the
 * session's language, and a role in the reader's, in the header as in the conversation and the
 * message-by-message feedback. (The scenario's own text, its title and description, stays as played:
 * that version names its own characters.)
 */

/** The character the learner talked to, for the page's header; null when the session names nobody. */
export function partnerOf(result: SessionResults, language: Language): { name: string; role: string | null } | null {
  if (!result.personaName) return null;
  return { name: result.personaName, role: result.characters[0]?.role[language] ?? null };
}

/** A character's role in the reader's language, found by the name and role the transcript gives in the session's. */
export function roleOf(result: SessionResults, speakerName: string | null, speakerRole: string | null, language: Language): string | null {
  const known = result.characters.find((c) => c.name[result.locale] === speakerName && c.role[result.locale] === speakerRole);
  return known?.role[language] ?? speakerRole;
}
