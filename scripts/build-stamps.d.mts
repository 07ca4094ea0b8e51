// Types for build-stamps.mjs (plain JavaScript, so bin/rapport.mjs runs on any Node).
export function isCurrent(part: 'server' | 'web', sources: readonly string[], root?: string): boolean;
export function serverBuildIsCurrent(root?: string): boolean;
export function webBuildIsCurrent(root?: string): boolean;
