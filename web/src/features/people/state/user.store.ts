import { proxy } from 'valtio';
import type { OrganizationListItem, UpdateSubscriptionRequest, UpdateUserInput, UserDetail } from '../../../lib/contracts';
import { isApiError } from '../../../lib/api-error';
import { peopleApi } from '../api/people.api';
import { auditList, type Tab, TAB_LISTS } from './user-lists';
import { asRef } from '../../../lib/valtio-ref';

export type UserModal = 'edit' | 'password' | 'subscription' | 'delete';
/** A notice above the page after an action: a key under people:detail.notices. */
export type DetailNotice = 'updated' | 'passwordReset' | 'subscriptionUpdated';

export const userState = proxy({
  id: null as number | null,
  status: 'loading' as 'loading' | 'ready' | 'missing' | 'error',
  user: null as UserDetail | null,
  error: null as unknown,
  organizations: [] as OrganizationListItem[],
  modal: null as UserModal | null,
  tab: 'activity' as Tab,
  notice: null as DetailNotice | null,
});

let call: AbortController | null = null;

async function loadUser(quietly = false): Promise<void> {
  const id = userState.id;
  if (id === null) return;
  call?.abort();
  const current = (call = new AbortController());
  if (!quietly) Object.assign(userState, { status: 'loading', error: null });
  try {
    const user = await peopleApi.user(id, current.signal);
    if (!current.signal.aborted) Object.assign(userState, { user, status: 'ready' });
  } catch (error) {
    if (current.signal.aborted) return;
    console.error('User detail: the account could not be loaded', error);
    const missing = isApiError(error) && error.status === 404;
    Object.assign(userState, { status: missing ? 'missing' : 'error', error: asRef(error) });
  }
}

/** Opening /superadmin/dashboard/users/{id}: the account, its current tab and its audit trail. */
export function openUser(id: number): void {
  if (userState.id !== id) Object.assign(userState, { id, user: null, modal: null, tab: 'activity', notice: null });
  void loadUser();
  TAB_LISTS[userState.tab].open(id);
  auditList.open(id);
  peopleApi.organizations().then(
    (organizations) => (userState.organizations = organizations),
    (error: unknown) => console.error('User detail: the organizations could not be loaded', error),
  );
}

export const retryUser = () => void loadUser();

export function selectTab(tab: Tab): void {
  userState.tab = tab;
  if (userState.id !== null) TAB_LISTS[tab].open(userState.id);
}

export function openModal(modal: UserModal): void {
  Object.assign(userState, { modal, notice: null });
}

export function closeModal(): void {
  userState.modal = null;
}

/** The account changed under an open form: close it and read the account again, so the form reopens on what is stored. */
export function reloadUser(): void {
  userState.modal = null;
  void loadUser(true);
}

/** After a change: the dialog closes, the page says so, and the account and its audit trail are read again. */
function changed(notice: DetailNotice): void {
  Object.assign(userState, { modal: null, notice });
  void loadUser(true);
  auditList.retry();
}

/** Each action throws the server's refusal for its dialog to show; the dialog stays open then. */
export async function saveUser(body: UpdateUserInput): Promise<void> {
  await peopleApi.update(userState.id!, body);
  changed('updated');
}

export async function resetPassword(newPassword: string): Promise<void> {
  await peopleApi.resetPassword(userState.id!, newPassword);
  changed('passwordReset');
}

export async function updateSubscription(body: UpdateSubscriptionRequest): Promise<void> {
  await peopleApi.updateSubscription(userState.id!, body);
  changed('subscriptionUpdated');
}

/** Deletes the account; the page then goes back to the list (SPEC §4). */
export async function deleteUser(): Promise<void> {
  await peopleApi.remove(userState.id!);
  Object.assign(userState, { id: null, user: null, modal: null });
}

export function leaveUser(): void {
  call?.abort();
  call = null;
  for (const list of [...Object.values(TAB_LISTS), auditList]) list.leave();
}
