import { initAuth, resumeSession, signOutLocally } from '../features/auth';
import { onServiceRecovered, serviceAnswered, showMaintenance } from '../features/system';
import { configureApi } from '../lib/api-client';
import { setupI18n } from '../lib/i18n';

/** Wires the API client to the stores, loads translations and starts checking the stored session. */
export async function bootstrap(): Promise<void> {
  configureApi({ onSessionExpired: signOutLocally, onServiceUnavailable: showMaintenance, onServiceAnswered: serviceAnswered });
  onServiceRecovered(() => void resumeSession());
  await setupI18n();
  void initAuth(); // guards show a spinner until it settles
}
