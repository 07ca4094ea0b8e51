import type { Locale } from '../domain/user.ts';

export const PRODUCT = 'Rapport';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Small print under the button, in the order given. */
export interface MailNote {
  text: string;
  /** A code to paste shown under the words, or null for plain words. */
  code?: string;
  muted?: boolean;
}

/**
 * The one look of identity's mails: the product's name, the words (already escaped by this
 * function), a button with the link, the link spelled out for clients that show no button, notes,
 * and the signature. Every value is escaped here: a name an Admin typed cannot add markup.
 */
export function mailHtml(locale: Locale, subject: string, m: { greeting: string; body: string[]; button: string; link: string; notes: MailNote[]; team: string }): string {
  const e = escapeHtml;
  const note = (n: MailNote) => n.code !== undefined
    ? `<p style="font-size:14px">${e(n.text)}<br><code style="font-size:15px;word-break:break-all">${e(n.code)}</code></p>`
    : `<p style="font-size:14px${n.muted ? ';color:#4b5563' : ''}">${e(n.text)}</p>`;
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:20px;font-weight:bold;margin:0 0 24px">${PRODUCT}</p>
<p>${e(m.greeting)}</p>
${m.body.map((p) => `<p>${e(p)}</p>`).join('\n')}
<p style="margin:28px 0"><a href="${e(m.link)}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${e(m.button)}</a></p>
<p style="font-size:14px;word-break:break-all"><a href="${e(m.link)}">${e(m.link)}</a></p>
${m.notes.map(note).join('\n')}
<p>— ${e(m.team)}</p>
</div></body></html>`;
}
