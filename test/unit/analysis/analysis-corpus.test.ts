import { expect } from 'chai';
import { SKILLS } from '#src/modules/analysis/domain/result.ts';
import { OfflineSkillAnalyzer } from '#src/modules/analysis/infrastructure/offline/offline-skill-analyzer.ts';
import { figures, loadCorpus, pairwise, scoreCorpus, spearman, type ScoredItem } from '../../support/analysis-corpus.ts';

/**
 * The offline rubric against replies labelled by hand (test/fixtures/analysis-corpus). The bars sit
 * below what the rubric reaches (ρ 0.81–0.93, 95.6–99.1% of pairs; docs/benchmarks.md) and what it
 * reached on replies written after it was tuned (ρ ≥ 0.85), by a margin that lets a lexicon grow
 * without retuning. They are high enough that losing a class of the issue fails: without the blame and
 * dismissal lexicons composure orders only ~80% of its pairs; counting paraphrase only by its lead-in
 * phrases drops active listening to ρ 0.71 and 78%. The analyzer before R2.4 scored ρ 0.44–0.77 here.
 */
const MIN_SPEARMAN = 0.75;
const MIN_PAIRS_ORDERED = 0.9;

describe('Offline rubric against the labelled corpus (R2.4)', () => {
  const analyzer = new OfflineSkillAnalyzer();
  const scored: Record<'en' | 'ru', ScoredItem[]> = { en: [], ru: [] };
  before(async () => {
    scored.en = await scoreCorpus(analyzer, 'en');
    scored.ru = await scoreCorpus(analyzer, 'ru');
  });

  it('holds at least 300 replies, 140 in each language, each skill labelled at every level, some of them multi-turn', () => {
    expect(scored.en.length + scored.ru.length).to.be.at.least(300);
    for (const language of ['en', 'ru'] as const) {
      const corpus = loadCorpus(language);
      expect(corpus.items.length, language).to.be.at.least(140);
      expect(new Set(corpus.items.map((i) => i.id)).size, `${language}: ids are unique`).to.equal(corpus.items.length);
      expect(corpus.items.filter((i) => i.turns).length, `${language}: multi-turn items`).to.be.at.least(5);
      for (const item of corpus.items) expect(item.turns ?? corpus.lines[item.line ?? ''], `${language}/${item.id} has a character line`).to.be.ok;
      SKILLS.forEach((skill, s) => {
        const levels = new Set(corpus.items.map((i) => i.levels[s]));
        expect([...levels].filter((l) => l !== null).sort(), `${language}/${skill}`).to.deep.equal([1, 2, 3, 4, 5]);
      });
    }
  });

  for (const language of ['en', 'ru'] as const) {
    for (const skill of SKILLS) {
      it(`${language}: ranks ${skill} as the labels do (Spearman ≥ ${MIN_SPEARMAN}, ≥ ${MIN_PAIRS_ORDERED * 100}% of clearly ordered pairs)`, () => {
        const f = figures(scored[language])[skill];
        expect(f.labelled).to.be.at.least(140);
        expect(f.spearman, `Spearman ρ for ${skill}`).to.be.at.least(MIN_SPEARMAN);
        expect(f.agreeing / f.pairs, `pairs ordered for ${skill} (${f.agreeing} of ${f.pairs})`).to.be.at.least(MIN_PAIRS_ORDERED);
      });
    }
  }
});

describe('The corpus measures', () => {
  it('compute Spearman with tied ranks: perfect, reversed and unrelated orders', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).to.equal(1);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).to.equal(-1);
    expect(spearman([1, 1, 2, 2], [5, 5, 7, 7])).to.be.closeTo(1, 1e-12);
    expect(spearman([1, 2, 3, 4, 5], [2, 1, 4, 3, 5])).to.be.closeTo(0.8, 1e-12);
  });

  it('count only pairs two levels apart, and a tie in the scores as a miss', () => {
    expect(pairwise([1, 2, 3], [1, 1, 5])).to.deep.equal({ agreeing: 1, pairs: 1 });
    expect(pairwise([1, 3, 5], [2, 2, 1])).to.deep.equal({ agreeing: 0, pairs: 3 });
  });
});
