import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { TextField } from '../../../components/FormField';
import { fieldProblemText } from '../../../lib/field-problem';
import { editorState } from '../state/editor.store';
import { messagesAt } from '../state/server-issues';

/** A labelled <textarea> with the same hint and error wiring as TextField. */
export function TextAreaField({ label, error, hint, ...textarea }: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label className="field-label" htmlFor={id}>{label}</label>
      <textarea id={id} className="input scn-textarea" aria-invalid={error ? true : undefined} aria-describedby={described || undefined} {...textarea} />
      {hint && <p id={`${id}-hint`} className="field-hint">{hint}</p>}
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
    </div>
  );
}

/** What the server said about a path of the body (and, unless `exact`, anything inside it), or null. */
export function useServerError(path: string, exact = false): string | null {
  const { t } = useTranslation();
  const { issues } = useSnapshot(editorState);
  const messages = exact ? issues.filter((issue) => issue.path === path).map((issue) => fieldProblemText(issue, t)) : messagesAt(issues, path, t);
  return messages.join(' ') || null;
}

interface DraftTextProps<K extends string> {
  /** A proxy inside editorState.engine; the field is written in place. */
  target: Record<K, string>;
  field: K;
  /** Its path in the request body, where the server's issues about it point. */
  path: string;
  label: string;
  hint?: ReactNode;
  /** Rows of a textarea; a one-line input without. */
  rows?: number;
  lang?: string;
  onEdit(): void;
}

/** One text of the engine's content, bound to its place in the draft. */
export function DraftText<K extends string>({ target, field, path, label, hint, rows, lang, onEdit }: DraftTextProps<K>) {
  // sync: the caret stays where it is while typing (valtio's advice for controlled inputs).
  const snap = useSnapshot(target, { sync: true }) as Record<K, string>;
  const error = useServerError(path);
  const props = {
    label, hint, error, lang, value: snap[field],
    onChange: (event: { target: { value: string } }) => {
      target[field] = event.target.value;
      onEdit();
    },
  };
  return rows ? <TextAreaField rows={rows} {...props} /> : <TextField {...props} />;
}
