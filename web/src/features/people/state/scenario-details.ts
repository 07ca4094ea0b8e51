import { proxy } from 'valtio';
import { isApiError } from '../../../lib/api-error';
import type { ActivityItem, AdminScenarioDetail } from '../../../lib/contracts';
import { asRef } from '../../../lib/valtio-ref';
import { peopleApi } from '../api/people.api';

/**
 * SPEC §2 User detail "Scenario Details": the scenario of an Activity row, read from Scenario
 * Management. `retired`: it has left the catalogue (its sessions stay readable), so only the names the
 * row carries are left to show.
 */
export const scenarioDetails = proxy({
  item: null as ActivityItem | null,
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'retired' | 'error',
  scenario: null as AdminScenarioDetail | null,
  error: null as unknown,
});

let controller: AbortController | null = null;

export async function openScenarioDetails(item: ActivityItem): Promise<void> {
  controller?.abort();
  const current = (controller = new AbortController());
  Object.assign(scenarioDetails, { item, status: 'loading', scenario: null, error: null });
  try {
    const scenario = await peopleApi.scenario(item.scenarioId, current.signal);
    if (!current.signal.aborted) Object.assign(scenarioDetails, { status: 'ready', scenario });
  } catch (error) {
    if (current.signal.aborted) return;
    Object.assign(scenarioDetails, isApiError(error) && error.status === 404 ? { status: 'retired' } : { status: 'error', error: asRef(error) });
  }
}

export function retryScenarioDetails(): void {
  if (scenarioDetails.item) void openScenarioDetails(scenarioDetails.item);
}

export function closeScenarioDetails(): void {
  controller?.abort();
  Object.assign(scenarioDetails, { item: null, status: 'idle', scenario: null, error: null });
}
