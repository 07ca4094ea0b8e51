import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { SuperAdminLayout } from '../../superadmin';
import { leaveUsers, openUsers, usersState } from '../state/users.store';
import { UsersFilters } from './UsersFilters';
import { UsersList } from './UsersList';
import { UserStatsCards } from './UserStatsCards';
import '../people.css';

/** /superadmin/dashboard/users (also /superadmin/users): the Users list of SPEC §2. */
export default function UsersPage() {
  const { notice } = useSnapshot(usersState);
  useEffect(() => {
    openUsers();
    return leaveUsers;
  }, []);
  return (
    <SuperAdminLayout>
      <div className="wa-stack">
        {notice && <Alert variant="success">{notice}</Alert>}
        <UserStatsCards />
        <UsersFilters />
        <UsersList />
      </div>
    </SuperAdminLayout>
  );
}
