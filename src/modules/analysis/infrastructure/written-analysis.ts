import i18next from 'i18next';
import { describeImprovement, describeSkill, describeStrength, type Translator } from '#src/shared/describe-findings.ts';
import { SKILLS, type Findings, type Language, type Skill } from '#src/shared/findings.ts';
import type { AnalysisTranscript, SkillAnalysis } from '../domain/ports.ts';
import { answered } from '../domain/transcript.ts';
// The web's own sentences: one copy of every finding's wording, whoever reads it (ADR 0014).
import en from '../../../../web/src/locales/en/findings.json' with { type: 'json' };
import ru from '../../../../web/src/locales/ru/findings.json' with { type: 'json' };

const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  resources: { en: { findings: en }, ru: { findings: ru } },
  ns: ['findings'],
  defaultNS: 'findings',
  lng: 'en',
  fallbackLng: false,
  // Plain text for JSON: nothing here is HTML, and the learner's quotes must stay as they wrote them.
  interpolation: { escapeValue: false },
});

export function translator(language: Language): Translator {
  return { language, t: (key, values) => i18n.t(key, { ...values, lng: language }) };
}

/** The findings, plus the SPEC §3 texts written in the transcript's language. */
export function writtenAnalysis(transcript: AnalysisTranscript, overall: number, numbers: Record<Skill, number>, findings: Findings): SkillAnalysis {
  const tr = translator(transcript.locale);
  const scores = Object.fromEntries(
    SKILLS.map((skill) => [skill, { score: numbers[skill], feedback: describeSkill(tr, findings.scores[skill]) ?? '' }]),
  ) as SkillAnalysis['scores'];
  return {
    overall,
    scores,
    strengths: findings.strengths.map((s) => describeStrength(tr, s)).filter((s): s is string => s !== null),
    improvements: findings.improvements.map((finding) => {
      const { line } = answered(transcript, finding.messageNumber);
      const text = describeImprovement(tr, finding) ?? { issue: '', suggestion: '' };
      return {
        messageNumber: finding.messageNumber,
        speakerName: line?.speakerName ?? '',
        speakerRole: line?.speakerRole ?? '',
        aiMessage: line?.content ?? '',
        userResponse: transcript.messages[finding.messageNumber - 1]?.content ?? '',
        ...text,
      };
    }),
    findings,
  };
}
