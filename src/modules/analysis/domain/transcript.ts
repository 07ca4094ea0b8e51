import type { CharacterNames } from '#src/shared/findings.ts';
import type { AnalysisTranscript } from './ports.ts';

type Line = AnalysisTranscript['messages'][number];

/** What a learner message (numbered from 1) answered: the character's last line before it, and who said it. */
export interface Answered {
  line: Line | null;
  character: CharacterNames | null;
}

export function answered(transcript: AnalysisTranscript, messageNumber: number): Answered {
  const line = transcript.messages.slice(0, messageNumber - 1).findLast((m) => m.role === 'ai') ?? null;
  return { line, character: line && characterOf(transcript, line) };
}

/**
 * The speaker of a line in both languages: the scenario's character with that name and role in the
 * session's language; a transcript without its cast (the CLI's) names them as the line does, in both.
 */
function characterOf(transcript: AnalysisTranscript, line: Line): CharacterNames | null {
  const { locale } = transcript;
  const known = transcript.characters?.find((c) => c.name[locale] === line.speakerName && c.role[locale] === line.speakerRole);
  if (known) return known;
  if (!line.speakerName && !line.speakerRole) return null;
  const name = line.speakerName ?? '';
  const role = line.speakerRole ?? '';
  return { name: { en: name, ru: name }, role: { en: role, ru: role } };
}
