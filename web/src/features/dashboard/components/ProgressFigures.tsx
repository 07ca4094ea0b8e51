import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { resultsPath } from '../../../app/paths';
import { formatDate } from '../../../lib/due-date';
import { currentLocale } from '../../../lib/i18n';
import type { Progress } from '../../../lib/contracts';
import { SKILLS } from '../../../lib/shared';
import { localized } from '../../catalogue';
import { formatScore } from '../../results';
import { MEASURES } from '../state/progress';

/** Current and longest run of days with an analysed session. */
export function Streak({ streak }: { streak: Progress['streak'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <dl className="progress-streak">
      <div><dt>{t('progress.streak.current')}</dt><dd>{t('progress.streak.days', { count: streak.current })}</dd></div>
      <div><dt>{t('progress.streak.longest')}</dt><dd>{t('progress.streak.days', { count: streak.longest })}</dd></div>
    </dl>
  );
}

/** The best score of overall and each skill, with where and when; each links to that session's results. */
export function PersonalBests({ bests, headingLevel = 3 }: { bests: Progress['personalBests']; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="progress-block" aria-labelledby="bests-title">
      <Heading id="bests-title">{t('progress.bests.title')}</Heading>
      <ul className="progress-list">
        {MEASURES.map((m) => {
          const best = bests[m];
          return (
            <li key={m}>
              <span className="progress-measure">{t(`progress.measures.${m}`)}</span>
              {best ? (
                <span>
                  <strong>{formatScore(best.score)}</strong>{' · '}
                  <Link href={resultsPath(best.sessionId)}>{localized(best, 'scenarioName', locale)}</Link>
                  {' · '}{formatDate(best.achievedAt, locale)}
                </span>
              ) : <span className="muted">—</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** For each skill, the scenario practised at least twice whose latest score rose most over its first. */
export function Movers({ movers, headingLevel = 3 }: { movers: Progress['movers']; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  const Heading = `h${headingLevel}` as const;
  const moved = SKILLS.filter((s) => movers[s]);
  return (
    <section className="progress-block" aria-labelledby="movers-title">
      <Heading id="movers-title">{t('progress.movers.title')}</Heading>
      {moved.length ? (
        <ul className="progress-list">
          {moved.map((s) => {
            const m = movers[s]!;
            return (
              <li key={s}>
                <span className="progress-measure">{t(`progress.measures.${s}`)}</span>
                <span>
                  {localized(m, 'scenarioName', locale)}{' · '}
                  {t('progress.movers.change', { first: formatScore(m.first), latest: formatScore(m.latest), change: formatScore(m.change), count: m.sessions })}
                </span>
              </li>
            );
          })}
        </ul>
      ) : <p className="muted">{t('progress.movers.none')}</p>}
    </section>
  );
}
