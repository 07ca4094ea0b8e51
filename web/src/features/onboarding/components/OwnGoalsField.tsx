import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryView } from '../../../lib/contracts';
import { GoalPreview } from './GoalPreview';

interface OwnGoalsFieldProps {
  value: string;
  categories: readonly CategoryView[];
  errors: readonly string[];
  disabled: boolean;
  inputRef: Ref<HTMLTextAreaElement>;
  onChange(value: string): void;
}

/** Goals in the learner's own words, one per line, with how each will be saved shown as they type. */
export function OwnGoalsField({ value, categories, errors, disabled, inputRef, onChange }: OwnGoalsFieldProps) {
  const { t } = useTranslation('onboarding');
  const id = useId();
  const invalid = errors.length > 0;
  return (
    <div className={`field own-goals${invalid ? ' field-invalid' : ''}`}>
      <label className="field-label own-goals-label" htmlFor={id}>
        {t('other.label')}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {t('other.hint')}
      </p>
      {/* No maxLength: a limit that cuts a paste short would lose words; the preview says what is too long. */}
      <textarea
        ref={inputRef}
        id={id}
        className="input own-goals-input"
        name="own-goals"
        rows={3}
        autoComplete="off"
        spellCheck
        placeholder={t('other.placeholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        readOnly={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint ${id}-error`}
      />
      {/* Always present, so the messages that appear in it are announced. */}
      <div id={`${id}-error`} className="goal-errors" aria-live="polite">
        {errors.map((message) => (
          <p key={message} className="field-error">
            {message}
          </p>
        ))}
      </div>
      <GoalPreview text={value} categories={categories} />
    </div>
  );
}
