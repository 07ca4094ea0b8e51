import { proxy } from 'valtio';
import type { Locale } from '../../../lib/contracts';
import type { AdminOverview, TeamSettings } from '../../../lib/team-contracts';
import { adminApi } from '../api/admin.api';
import { assignmentsDue } from './overview';
import { asRef } from '../../../lib/valtio-ref';

type Status = 'loading' | 'ready' | 'error';
/** `error` keeps the failure itself (ref: valtio leaves it unproxied), worded by the page. */
interface Loaded<T> {
  status: Status;
  data: T | null;
  error: unknown;
}
type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

const loading = <T,>(): Loaded<T> => ({ status: 'loading', data: null, error: null });

export const adminState = proxy({
  overview: loading<AdminOverview & { assignmentsDue: number }>(),
  settings: loading<TeamSettings>(),
  save: { status: 'idle' as SaveStatus, error: null as unknown },
});

let overviewCall: AbortController | null = null;
let settingsCall: AbortController | null = null;

const failed = (error: unknown) => ({ status: 'error' as const, error: asRef(error) });

export async function loadOverview(): Promise<void> {
  overviewCall?.abort();
  const call = (overviewCall = new AbortController());
  Object.assign(adminState.overview, loading());
  try {
    const [overview, assignments] = await Promise.all([adminApi.overview(call.signal), adminApi.assignments(call.signal)]);
    if (call.signal.aborted) return;
    Object.assign(adminState.overview, { status: 'ready', data: { ...overview, assignmentsDue: assignmentsDue(assignments) } });
  } catch (error) {
    if (!call.signal.aborted) Object.assign(adminState.overview, failed(error));
  }
}

export async function loadSettings(): Promise<void> {
  settingsCall?.abort();
  const call = (settingsCall = new AbortController());
  Object.assign(adminState.settings, loading());
  adminState.save = { status: 'idle', error: null };
  try {
    const settings = await adminApi.settings(call.signal);
    if (!call.signal.aborted) Object.assign(adminState.settings, { status: 'ready', data: settings });
  } catch (error) {
    if (!call.signal.aborted) Object.assign(adminState.settings, failed(error));
  }
}

/** Saves the organisation's name and invitation language; true when the server took them. */
export async function saveSettings(name: string, invitationLocale: Locale): Promise<boolean> {
  adminState.save = { status: 'saving', error: null };
  try {
    adminState.settings.data = await adminApi.saveSettings({ name: name.trim(), invitationLocale });
    adminState.save = { status: 'saved', error: null };
    return true;
  } catch (error) {
    adminState.save = { status: 'error', error: asRef(error) };
    return false;
  }
}

/** Leaving a page: answers still on their way are dropped. */
export function leaveAdminPage(): void {
  overviewCall?.abort();
  settingsCall?.abort();
  overviewCall = settingsCall = null;
}
