// Types for ascii-bundle.mjs (plain JavaScript, as the build scripts are).
export const ASCII_SUPPORTED: Record<string, boolean>;
export function asciiOnly(code: string): string;
