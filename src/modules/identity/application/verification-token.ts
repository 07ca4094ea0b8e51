import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: the secret the link carries. */
export const newVerificationToken = () => randomBytes(32).toString('base64url');

/** What is stored and looked up: the token itself never is. */
export const hashVerificationToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
