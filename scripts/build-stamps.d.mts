// Types for build-stamps.mjs (plain JavaScript, so bin/rapport.mjs runs on any Node).
export function isCurrent(part: 'server' | 'web', sources: readonly string[], root?: string): boolean;
export const SERVER_SOURCES: readonly string[];
export const WEB_SOURCES: readonly string[];
export function serverBuildIsCurrent(root?: string): boolean;
