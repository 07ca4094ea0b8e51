/** What the export is called when the server does not say: the server's own name for today. */
export function fallbackExportName(now: Date = new Date()): string {
  return `rapport-export-${now.toISOString().slice(0, 10)}.json`;
}

/** Uptime as days, hours and minutes, the largest two that are not zero: "3d 4h", "5h 12m", "7m". */
export function uptimeParts(seconds: number): { unit: 'd' | 'h' | 'm'; value: number }[] {
  const total = Math.max(0, Math.floor(seconds / 60));
  const parts = [
    { unit: 'd' as const, value: Math.floor(total / 1440) },
    { unit: 'h' as const, value: Math.floor((total % 1440) / 60) },
    { unit: 'm' as const, value: total % 60 },
  ];
  const first = parts.findIndex((part) => part.value > 0);
  return first < 0 ? [{ unit: 'm', value: 0 }] : parts.slice(first, first + 2).filter((part) => part.value > 0);
}

/**
 * SPEC §5, the SuperAdmin's own password: every box filled and the two new ones equal before the
 * button works; then at least 6 characters (said under the new password).
 */
export function canSubmitPasswordChange(form: { currentPassword: string; newPassword: string; confirmPassword: string }): boolean {
  return form.currentPassword.length > 0 && form.newPassword.length > 0 && form.newPassword === form.confirmPassword;
}
