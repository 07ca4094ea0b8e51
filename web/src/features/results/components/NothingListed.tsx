import { useTranslation } from 'react-i18next';
import type { SessionResults } from '../../../lib/contracts';
import { formatScore } from '../state/scores';
import { nothingListed } from '../state/summary';

/** Where no message is listed to rewrite: "well done" only when every skill reached the good line (see `nothingListed`). */
export function NothingListed({ result, wellDone }: { result: SessionResults; wellDone: 'summary.noImprovements' | 'messages.none' }) {
  const { t } = useTranslation(['results', 'findings']);
  const why = nothingListed(result);
  const text = why.kind === 'wellDone' ? t(wellDone)
    : why.kind === 'nothingWritten' ? t('summary.nothingWritten')
      : t('summary.weakest', { skill: t(`findings:skillName.${why.skill}`), score: formatScore(why.score) });
  return <p className="muted">{text}</p>;
}
