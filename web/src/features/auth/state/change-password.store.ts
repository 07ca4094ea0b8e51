import { proxy } from 'valtio';
import { ApiError, UiError } from '../../../lib/api-error';
import { authApi } from '../api/auth.api';

export const MIN_PASSWORD_LENGTH = 6;
export const CLOSE_AFTER_SUCCESS_MS = 2000;

export const changePasswordState = proxy({ open: false });

export function openChangePassword(): void {
  changePasswordState.open = true;
}

export function closeChangePassword(): void {
  changePasswordState.open = false;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function isPasswordChangeValid(change: PasswordChange, hasPassword: boolean): boolean {
  return (
    (!hasPassword || change.currentPassword.length > 0) &&
    change.newPassword.length >= MIN_PASSWORD_LENGTH &&
    change.newPassword === change.confirmPassword
  );
}

/** Social-login users have no password yet: their current password is sent empty. */
export async function changePassword(change: PasswordChange, hasPassword: boolean): Promise<void> {
  if (!isPasswordChangeValid(change, hasPassword)) throw new UiError('auth:changePassword.invalidForm');
  const result = await authApi.changePassword({ ...change, currentPassword: hasPassword ? change.currentPassword : '' });
  if (!result.success) throw new ApiError(200, 'PASSWORD_NOT_CHANGED', result.message);
}
