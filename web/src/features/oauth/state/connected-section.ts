/**
 * Whether Settings has anything to show about connected accounts: once both lists are in, an
 * account with no link on a server with no social sign-in has nothing to see and no way to connect
 * (audit A F15). While loading, after a failure, or with a notice to read, the section stays.
 */
export function hasConnectedAccountsSection(s: { accountsStatus: string; accounts: number; providersStatus: string; providers: number; notice: boolean }): boolean {
  const loaded = s.accountsStatus === 'ready' && (s.providersStatus === 'ready' || s.providersStatus === 'error');
  return !loaded || s.accounts > 0 || s.providers > 0 || s.notice;
}
