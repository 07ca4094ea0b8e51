import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Pagination as Pages } from '../../../components/Pagination';
import { goToPage, monitorState } from '../state/monitor.store';

/** SPEC §2: Previous, a window of up to 5 page numbers, Next; only when there is more than one page. */
export function Pagination() {
  const { t } = useTranslation('hackingAttempts');
  const { list } = useSnapshot(monitorState);
  if (!list) return null;
  return <Pages page={list.page} totalPages={list.totalPages} onPage={goToPage} label={t('pagination.label')} />;
}
