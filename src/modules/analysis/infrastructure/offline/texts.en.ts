import type { Skill } from '#src/modules/analysis/domain/result.ts';
import type { AnalyzerTexts, IssueKind } from './analyzer-texts.ts';
import type { MessageFeatures } from './message-features.ts';
import type { SessionStats } from './skill-scores.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const LABEL: Record<Skill, string> = {
  empathy: 'empathy', activeListening: 'active listening', clarity: 'clarity', problemSolving: 'problem solving', composure: 'composure',
};

const FEEDBACK: Record<Skill, (s: SessionStats, score: number) => string> = {
  empathy: (s, score) => `You acknowledged the other person's feelings in ${s.acknowledged} of ${plural(s.messages, 'message')}`
    + (s.dismissive ? `, but ${plural(s.dismissive, 'message')} dismissed or blamed them (e.g. "${s.dismissiveExample}").` : '.')
    + (score >= 7 ? ' Keep naming the feeling before moving on to solutions.' : ' Name what they feel ("that sounds frustrating") before you answer.'),
  activeListening: (s, score) => `You asked ${plural(s.questions, 'question')} (${s.openQuestions} open) and reflected the other side's words in ${plural(s.paraphrased, 'message')}.`
    + (score >= 7 ? ' That kept the conversation on their concerns.' : ' Ask open questions and paraphrase what you heard ("So what you\'re saying is…") before responding.'),
  clarity: (s) => `Your messages averaged ${plural(s.averageWords, 'word')}; ${s.tooShort} were too short and ${s.tooLong} too long to follow easily.`
    + ` ${s.specific} of ${plural(s.messages, 'message')} gave concrete details such as numbers, dates or times.`,
  problemSolving: (s, score) => `You made a proposal in ${plural(s.proposals, 'message')}, ${s.timedProposals} of them with a concrete time.`
    + (score >= 7 ? ' Commitments like these move the conversation forward.' : ' Turn ideas into commitments: say what you will do and by when ("I will send it by Friday").'),
  composure: (s) => (s.composureLapses
    ? `${plural(s.composureLapses, 'message')} lost composure (capitals, repeated "!!", insults, blame or sarcasm). Pause before sending and describe the problem, not the person.`
    : `Your tone stayed calm in all ${plural(s.messages, 'message')}, with polite phrasing in ${s.polite}.`),
};

const STRENGTH: Record<Skill, (s: SessionStats) => string> = {
  empathy: (s) => `You acknowledged the other person's feelings in ${s.acknowledged} of ${plural(s.messages, 'message')}.`,
  activeListening: (s) => `You listened actively: ${plural(s.questions, 'question')} asked and ${plural(s.paraphrased, 'message')} reflecting their words.`,
  clarity: (s) => `Your messages were easy to follow, averaging ${plural(s.averageWords, 'word')}.`,
  problemSolving: (s) => `You moved towards a solution with ${plural(s.proposals, 'proposal')}, ${s.timedProposals} with a concrete time.`,
  composure: (s) => `You kept your composure throughout all ${plural(s.messages, 'message')}.`,
};

const ISSUE: Record<IssueKind, (q: string, f: MessageFeatures) => [string, string]> = {
  insult: (q) => [`Calling names ("${q}") attacks the person and escalates the conflict.`,
    `Instead of "${q}", describe the behaviour and its effect: "When the report is late, my team can't finish on time."`],
  shouting: (q) => ['Writing in capitals reads as shouting.',
    `Rewrite "${q}" in normal case and say calmly what matters most to you.`],
  dismissive: (q) => [`"${q}" dismisses the other person's concern or puts the blame on them.`,
    `Replace "${q}" with an acknowledgement such as "I can see why this is frustrating", then ask what would help.`],
  exclamation: (q) => ['Repeated exclamation marks sound angry or alarmed.',
    `Send "${q}" with a single full stop and one concrete point instead of "!!".`],
  sarcasm: (q) => [`"${q}" comes across as sarcastic and undermines trust.`,
    `Drop "${q}" and say plainly what you think, e.g. "I'm worried this will happen again."`],
  tooShort: (q) => [`"${q}" is too short to show what you think or what happens next.`,
    `Instead of just "${q}", add one sentence on how you see the situation and one on the next step.`],
  tooLong: (q, f) => [`This message ran to ${f.words} words, which is hard to follow in a conversation.`,
    `Split the message starting "${q}" into two or three short sentences: the main point, the reason, the next step.`],
  vague: (q) => [`"${q}" leaves it unclear what will happen and when.`,
    `Turn "${q}" into a commitment with a time: "I will … by Friday at 10:00."`],
  flat: (q) => ['This reply neither acknowledged the other person, asked a question, nor proposed a way forward.',
    `Before or after "${q}", add an acknowledgement and a question, e.g. "I see why that's a problem — what would help most right now?"`],
};

export const englishTexts: AnalyzerTexts = {
  nothingSaid: 'You did not write anything in this session, so there was nothing to assess.',
  feedback: (skill, stats, score) => FEEDBACK[skill](stats, score),
  strength: (skill, stats, score) => (score >= 6
    ? STRENGTH[skill](stats)
    : `Your strongest skill in this session was ${LABEL[skill]} (${score}/10) — a base to build on.`),
  issue: (kind, quote, features) => {
    const [issue, suggestion] = ISSUE[kind](quote, features);
    return { issue, suggestion };
  },
};
