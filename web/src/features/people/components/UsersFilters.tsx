import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { queryRefusal } from '../state/server-problems';
import { FILTER_LABELS, ROLE_OPTIONS, SEARCH_MAX_LENGTH, type UserFilters } from '../state/users-query';
import { applyFilters, setDraft, setSearch, usersState } from '../state/users.store';
import { LIST_REFUSAL_ID } from './UsersList';

/** SPEC §2: search by email (it follows the typing), role, organisation, Apply. */
export function UsersFilters() {
  const { t } = useTranslation('people');
  const { t: tc } = useTranslation();
  const { draft, organizations, listStatus, listError } = useSnapshot(usersState);
  const searchRefused = listStatus === 'error' && Boolean(queryRefusal(listError, t, FILTER_LABELS)?.fields.includes('search'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyFilters();
  };
  return (
    <form className="people-filters" role="search" aria-label={t('filters.title')} onSubmit={submit}>
      <div className="field people-search">
        <label className="field-label" htmlFor="people-search">{t('filters.search')}</label>
        <input id="people-search" type="search" className="input" value={draft.search} autoComplete="off" spellCheck={false}
          maxLength={SEARCH_MAX_LENGTH} aria-invalid={searchRefused || undefined} aria-describedby={searchRefused ? LIST_REFUSAL_ID : undefined}
          placeholder={t('filters.searchPlaceholder')} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <div className="field">
        <label className="field-label" htmlFor="people-role">{t('filters.role')}</label>
        <select id="people-role" className="input" value={draft.role} onChange={(e) => setDraft('role', e.target.value as UserFilters['role'])}>
          <option value="">{t('filters.allRoles')}</option>
          {ROLE_OPTIONS.map((role) => <option key={role} value={role}>{tc(`roles.${role}`)}</option>)}
        </select>
      </div>
      <div className="field people-org">
        <label className="field-label" htmlFor="people-org">{t('filters.organization')}</label>
        <select id="people-org" className="input" value={draft.orgId} onChange={(e) => setDraft('orgId', e.target.value)}>
          <option value="">{t('filters.allOrganizations')}</option>
          {organizations.map((org) => <option key={org.id} value={String(org.id)}>{org.name}</option>)}
        </select>
      </div>
      <button type="submit" className="btn btn-primary people-apply">{t('filters.apply')}</button>
    </form>
  );
}
