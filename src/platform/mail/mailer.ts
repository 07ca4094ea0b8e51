/** Port: sends one mail. Rendering is the sender's business; the port only delivers. */
export interface Mailer {
  /** Rejects with MailNotSentError when the mail could not be handed over. */
  send(message: MailMessage): Promise<void>;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part; every mail has one, for readers who show no HTML. */
  text: string;
  html: string;
}

export class MailNotSentError extends Error {
  constructor(cause: unknown) {
    super('The mail could not be sent.', { cause });
    this.name = 'MailNotSentError';
  }
}
