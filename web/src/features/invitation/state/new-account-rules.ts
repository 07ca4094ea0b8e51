import { MIN_PASSWORD } from './invitation-mode';

/**
 * What keeps "Create account and join" from sending, field by field. The button itself stays
 * available (SPEC §5 names no disabled state for it): a press with any of these says them at their
 * fields and takes the focus to the first.
 */
export interface NewAccountProblems {
  password?: 'required' | 'tooShort';
  confirm?: 'required' | 'mismatch';
}

export function newAccountProblems(password: string, confirm: string): NewAccountProblems {
  const problems: NewAccountProblems = {};
  if (!password) problems.password = 'required';
  else if (password.length < MIN_PASSWORD) problems.password = 'tooShort';
  if (!confirm) problems.confirm = 'required';
  else if (confirm !== password) problems.confirm = 'mismatch';
  return problems;
}

export function hasNewAccountProblems(problems: NewAccountProblems): boolean {
  return problems.password !== undefined || problems.confirm !== undefined;
}
