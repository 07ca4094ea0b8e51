import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One mail as the sink received it, parsed (mailparser) as a mail client would read it. */
export interface CapturedMail {
  /** The SMTP envelope: who the server was asked to deliver to, and from whom. */
  envelope: { from: string; to: string[] };
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Headers as the message carried them, lower-case names. */
  headers: Map<string, unknown>;
  /** The username the client authenticated with, if it did. */
  user: string | undefined;
}

export interface SmtpSink {
  /** smtp://user:secret@127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  mails: CapturedMail[];
  /** The next mail to `to` not yet taken by an earlier call, waiting for it up to `timeoutMs`. */
  next(to: string, timeoutMs?: number): Promise<CapturedMail>;
  /** Mails to `to` so far. */
  to(address: string): CapturedMail[];
  /** Refuse every mail from now on (the relay is down in all but name), or accept again. */
  refuse(on: boolean): void;
  reset(): void;
  stop(): Promise<void>;
}

export const SINK_USER = 'rapport';
export const SINK_PASSWORD = 'sink-secret';

/**
 * A real SMTP server on 127.0.0.1 (smtp-server, from nodemailer's authors) that keeps every mail it
 * is given. No STARTTLS (nothing to trust on localhost); AUTH PLAIN/LOGIN with the one user above.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: CapturedMail[] = [];
  const taken = new Set<CapturedMail>();
  const waiters: (() => void)[] = [];
  let refusing = false;

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SINK_USER && auth.password === SINK_PASSWORD) return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      if (refusing) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })));
        return;
      }
      simpleParser(stream).then((parsed) => {
        const address = (a: { text: string } | { text: string }[] | undefined) => (Array.isArray(a) ? a.map((x) => x.text).join(', ') : (a?.text ?? ''));
        mails.push({
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          },
          from: address(parsed.from),
          to: address(parsed.to),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          headers: parsed.headers,
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const isTo = (mail: CapturedMail, address: string) => mail.envelope.to.some((t) => t.toLowerCase() === address.toLowerCase());
  return {
    url: `smtp://${SINK_USER}:${SINK_PASSWORD}@127.0.0.1:${port}`,
    mails,
    to: (address) => mails.filter((m) => isTo(m, address)),
    async next(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((m) => isTo(m, to) && !taken.has(m));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms (${mails.length} mail(s) in the sink).`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    refuse(on) {
      refusing = on;
    },
    reset() {
      mails.length = 0;
      taken.clear();
      refusing = false;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token a verification mail's link carries (…/verify-email?token=…). */
export function linkIn(mail: Pick<CapturedMail, 'text'>): URL {
  const match = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(mail.text);
  if (!match) throw new Error(`No verification link in the mail:\n${mail.text}`);
  return new URL(match[0]);
}

export const tokenIn = (mail: Pick<CapturedMail, 'text'>) => linkIn(mail).searchParams.get('token')!;
