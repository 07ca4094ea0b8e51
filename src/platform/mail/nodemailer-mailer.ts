import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { MailNotSentError, type Mailer, type MailMessage } from './mailer.ts';

/** A relay that does not answer must not hold a request for nodemailer's default two minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
const DEFAULT_FROM = 'Rapport <no-reply@localhost>';

/**
 * Mail through SMTP_URL; without it, each mail is written to <DATA_DIR>/outbox as an .eml file (any
 * mail client opens one) and the log names the file, so development needs no mail server. Bodies
 * are never logged: they carry links that sign things.
 */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>, logger: Logger): Mailer {
  const from = config.MAIL_FROM ?? DEFAULT_FROM;
  if (config.SMTP_URL) return smtpMailer(nodemailer.createTransport({ url: config.SMTP_URL, ...SMTP_TIMEOUTS }), from, logger);
  return outboxMailer(join(config.DATA_DIR, 'outbox'), from, logger);
}

function smtpMailer(transport: Transporter, from: string, logger: Logger): Mailer {
  return {
    async send(message) {
      try {
        const info = await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
      } catch (err) {
        logger.warn({ err, to: message.to, subject: message.subject }, 'mail: the SMTP server did not take the mail');
        throw new MailNotSentError(err);
      }
    },
  };
}

function outboxMailer(dir: string, from: string, logger: Logger): Mailer {
  // Builds the message exactly as SMTP would carry it, without sending it anywhere.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message: MailMessage) {
      try {
        const { message: raw } = await composer.sendMail({ from, ...message });
        await mkdir(dir, { recursive: true });
        const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
        await writeFile(file, raw as Buffer, { mode: 0o600 });
        logger.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox (no SMTP_URL set)');
      } catch (err) {
        logger.warn({ err, to: message.to }, 'mail: could not write to the outbox');
        throw new MailNotSentError(err);
      }
    },
  };
}
