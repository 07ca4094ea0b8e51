import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SKILLS, type Skill } from '#src/modules/analysis/domain/result.ts';
import type { AnalysisTranscript, SkillAnalysis, SkillAnalyzer } from '#src/modules/analysis/domain/ports.ts';
import { repoRoot } from './repo-root.ts';

/**
 * The labelled regression corpus of learner replies (test/fixtures/analysis-corpus/<lang>.json) and
 * the two measures the analyzer is held to on it: Spearman's rank correlation between the labels and
 * the scores, and the share of clearly ordered pairs (labels ≥ 2 levels apart) that the scores order the same way.
 */
export type Language = 'en' | 'ru';

export interface CorpusItem {
  id: string;
  line?: string;
  reply?: string;
  turns?: [string, string][];
  /** 1 poor … 5 excellent, in the order of SKILLS; null where a skill is not labelled. */
  levels: (number | null)[];
  /** Written after the rubric was last tuned, so its figures say how the rubric does on replies it was not fitted to. */
  heldOut?: boolean;
}

interface Corpus {
  language: Language;
  skills: string[];
  lines: Record<string, string>;
  items: CorpusItem[];
}

export interface ScoredItem {
  language: Language;
  item: CorpusItem;
  analysis: SkillAnalysis;
}

export interface SkillFigures {
  labelled: number;
  spearman: number;
  agreeing: number;
  pairs: number;
}

export function loadCorpus(language: Language): Corpus {
  const corpus = JSON.parse(readFileSync(join(repoRoot, 'test', 'fixtures', 'analysis-corpus', `${language}.json`), 'utf8')) as Corpus;
  if (corpus.skills.join() !== SKILLS.join()) throw new Error(`${language}.json lists its skills in another order than SKILLS`);
  return corpus;
}

/** A short session: the character's line and the learner's reply, or every turn of a multi-turn item. */
export function transcriptOf(corpus: Corpus, item: CorpusItem): AnalysisTranscript {
  const turns = item.turns ?? [[corpus.lines[item.line ?? ''] ?? '', item.reply ?? '']];
  return {
    locale: corpus.language,
    messages: turns.flatMap(([line, reply]) => [
      { role: 'ai' as const, content: line, speakerName: 'Sam', speakerRole: 'Customer' },
      { role: 'user' as const, content: reply },
    ]),
  };
}

export async function scoreCorpus(analyzer: SkillAnalyzer, language: Language): Promise<ScoredItem[]> {
  const corpus = loadCorpus(language);
  const scored: ScoredItem[] = [];
  for (const item of corpus.items) scored.push({ language, item, analysis: await analyzer.analyze(transcriptOf(corpus, item)) });
  return scored;
}

/** Ranks from 1, ties sharing the average of the ranks they span. */
function ranks(xs: number[]): number[] {
  const order = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const result = new Array<number>(xs.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1][0] === order[start][0]) end++;
    for (let k = start; k <= end; k++) result[order[k][1]] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return result;
}

/** Spearman's rho: Pearson's correlation of the ranks, which handles ties correctly. */
export function spearman(xs: number[], ys: number[]): number {
  const [rx, ry] = [ranks(xs), ranks(ys)];
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const [mx, my] = [mean(rx), mean(ry)];
  let [cov, vx, vy] = [0, 0, 0];
  for (let i = 0; i < rx.length; i++) {
    cov += (rx[i] - mx) * (ry[i] - my);
    vx += (rx[i] - mx) ** 2;
    vy += (ry[i] - my) ** 2;
  }
  return vx && vy ? cov / Math.sqrt(vx * vy) : 0;
}

/** Pairs whose labels differ by at least `gap` levels, and how many of them the scores put strictly in the same order. */
export function pairwise(levels: number[], scores: number[], gap = 2): { agreeing: number; pairs: number } {
  let [agreeing, pairs] = [0, 0];
  for (let i = 0; i < levels.length; i++) {
    for (let j = i + 1; j < levels.length; j++) {
      if (Math.abs(levels[i] - levels[j]) < gap) continue;
      pairs++;
      if (Math.sign(scores[i] - scores[j]) === Math.sign(levels[i] - levels[j])) agreeing++;
    }
  }
  return { agreeing, pairs };
}

export function figures(scored: ScoredItem[]): Record<Skill, SkillFigures> {
  return Object.fromEntries(SKILLS.map((skill, s) => {
    const labelled = scored.filter((x) => x.item.levels[s] !== null);
    const levels = labelled.map((x) => x.item.levels[s] as number);
    const scores = labelled.map((x) => x.analysis.scores[skill].score);
    return [skill, { labelled: labelled.length, spearman: spearman(levels, scores), ...pairwise(levels, scores) }];
  })) as Record<Skill, SkillFigures>;
}
