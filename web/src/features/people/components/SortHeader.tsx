import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ChevronDownIcon } from '../../../components/icons';
import { ariaSort, columnClass, isSortable, type UserColumn } from '../state/users-query';
import { sortBy, usersState } from '../state/users.store';

/**
 * A column header of the Users table. Sortable ones hold a button (Enter or Space sorts, a second
 * press turns the order around) and tell assistive technology the order through aria-sort.
 */
export function SortHeader({ column }: { column: UserColumn }) {
  const { t } = useTranslation('people');
  const { sort } = useSnapshot(usersState);
  const label = t(`columns.${column}`);
  if (!isSortable(column)) return <th scope="col" className={columnClass(column)}>{label}</th>;
  const order = ariaSort(sort, column);
  return (
    <th scope="col" aria-sort={order} className={columnClass(column)}>
      <button type="button" className={`sort-button${order ? ' sort-active' : ''}`} onClick={() => sortBy(column)}>
        {label}
        <ChevronDownIcon size={14} className={`sort-icon${order === 'ascending' ? ' sort-icon-up' : ''}`} />
      </button>
    </th>
  );
}
