// This month's usage and the plan it comes with, as the simulation, billing and the navbar see
// them. The navbar's UsageWidget is not exported here: it brings usage.css, which would then load
// again with every chunk that only needs the numbers (and move in the cascade); the app shell
// imports it by path, as the router does pages.
export { coachLimitReached, isUnlimited, renewalDate, sessionLimitReached } from './state/allowance';
export { isPremium, ownUsage, refreshUsage, usageState } from './state/usage.store';
export { useOwnUsage, useRenewalDate } from './state/use-own-usage';
