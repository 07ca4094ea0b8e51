import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface OtherGoalFieldProps {
  value: string;
  errors: readonly string[];
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
  onChange(value: string): void;
}

/** Free-text goals, comma-separated; the server matches them to categories in either language. */
export function OtherGoalField({ value, errors, disabled, inputRef, onChange }: OtherGoalFieldProps) {
  const { t } = useTranslation('onboarding');
  const id = useId();
  const invalid = errors.length > 0;
  return (
    <div className={`field${invalid ? ' field-invalid' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {t('other.label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="input"
        type="text"
        name="other-goals"
        autoComplete="off"
        maxLength={500}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint ${id}-error`}
      />
      <div>
        <p id={`${id}-hint`} className="field-hint">
          {t('other.hint')}
        </p>
        {/* Always present, so the messages that appear in it are announced. */}
        <div id={`${id}-error`} className="goal-errors" aria-live="polite">
          {errors.map((message) => (
            <p key={message} className="field-error">
              {message}
            </p>
          ))}
        </div>
      </div>
    </div>
  );
}
