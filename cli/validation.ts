import { z } from 'zod';
import { ROLES, organizationName } from '#src/modules/identity/index.ts';
import { ValidationError } from '#src/platform/errors.ts';
import { isEmailAddress } from '#src/shared/email.ts';

/** The address as the web reads it (src/shared/email.ts): trimmed and lower-cased first, so a CSV's " Ada@Example.com\r" works. */
export const emailOption = z
  .string({ error: 'is required' })
  .transform((value) => value.trim().toLowerCase())
  .refine(isEmailAddress, { error: 'must be an email address such as name@example.com' });
export const passwordOption = z
  .string({ error: 'is required' })
  .min(6, { error: 'must be at least 6 characters long' });
/**
 * One of `values`, as `read` makes it out: by default written in any case ("admin" is Admin); the
 * refusal lists the values.
 */
export function anyCaseEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  read: (value: string) => T[number] | null | undefined = (value) => values.find((v) => v.toLowerCase() === value.trim().toLowerCase()),
) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? (read(value) ?? value) : value),
    z.enum(values, { error: (issue) => `must be one of ${values.join(', ')} (got ${JSON.stringify(issue.input)})` }),
  );
}

export const roleOption = anyCaseEnum(ROLES);

/** An organisation's name as the web's Settings takes it: trimmed, 1–200 characters, no control characters. */
export const orgOption = organizationName;

/** Parses command options, failing with one readable line per bad option; never echoes a password. */
export function parseOptions<S extends z.ZodObject>(schema: S, raw: Record<string, unknown>): z.infer<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    path: `--${issue.path.map(String).map(kebab).join('.')}`,
    message: issue.message,
  }));
  throw new ValidationError(details, details.map((d) => `${d.path} ${d.message}`).join('; '));
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * `--password-stdin`: the password is the first line of stdin (`printf '%s\n' "$PW" | rapport …`),
 * so it stays out of shell history and of `ps`, where `--password` leaves it. Exactly one of the two.
 */
export async function withPasswordInput(raw: Record<string, unknown>, stdin: NodeJS.ReadableStream = process.stdin): Promise<Record<string, unknown>> {
  const both = raw.passwordStdin === true && raw.password !== undefined;
  if (both || (!raw.passwordStdin && raw.password === undefined)) {
    const message = both ? 'give --password or --password-stdin, not both' : 'is required: give --password-stdin (or --password)';
    throw new ValidationError([{ path: '--password', message }], `--password ${message}`);
  }
  if (!raw.passwordStdin) return raw;
  // A terminal would show the password as it is typed: stdin is for a pipe or a file.
  if ((stdin as { isTTY?: boolean }).isTTY) {
    const message = 'reads a pipe or a file, not a terminal: printf \'%s\\n\' "$PASSWORD" | rapport …';
    throw new ValidationError([{ path: '--password-stdin', message }], `--password-stdin ${message}`);
  }
  let text = '';
  stdin.setEncoding('utf8');
  for await (const chunk of stdin) {
    text += chunk as string;
    if (text.includes('\n')) break;
  }
  const password = text.split(/\r?\n/)[0];
  // An empty pipe or line is a script whose variable was unset: say that, not that the password is short.
  if (!password) {
    const message = 'read no password from stdin (an empty pipe or first line): is the variable set?';
    throw new ValidationError([{ path: '--password-stdin', message }], `--password-stdin ${message}`);
  }
  return { ...raw, password };
}
