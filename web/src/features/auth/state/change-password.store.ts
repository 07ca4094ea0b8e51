import { proxy } from 'valtio';
import { ApiError, UiError } from '../../../lib/api-error';
import { authApi } from '../api/auth.api';
import { isPasswordChangeValid, type PasswordChange } from './password-change-rules';

export { isPasswordChangeValid, MIN_PASSWORD_LENGTH, type PasswordChange } from './password-change-rules';
export const CLOSE_AFTER_SUCCESS_MS = 2000;

export const changePasswordState = proxy({ open: false });

export function openChangePassword(): void {
  changePasswordState.open = true;
}

export function closeChangePassword(): void {
  changePasswordState.open = false;
}

/** Social-login users have no password yet: their current password is sent empty. */
export async function changePassword(change: PasswordChange, hasPassword: boolean): Promise<void> {
  if (!isPasswordChangeValid(change, hasPassword)) throw new UiError('auth:changePassword.invalidForm');
  const result = await authApi.changePassword({ ...change, currentPassword: hasPassword ? change.currentPassword : '' });
  if (!result.success) throw new ApiError(200, 'PASSWORD_NOT_CHANGED', result.message);
}
