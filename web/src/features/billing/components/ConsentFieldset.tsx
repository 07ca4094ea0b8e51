import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { type Consent, CONSENTS } from '../state/consent';
import { paymentState, setConsent } from '../state/payment.store';

/**
 * SPEC §2, §4: the two agreements. A plan click with one unticked marks it (aria-invalid, its own
 * message, which the screen reader reads with the box) and moves focus to the first unticked box.
 */
export function ConsentFieldset() {
  const { t } = useTranslation('billing');
  const { consents, marked, focusRequest, focusTarget } = useSnapshot(paymentState);
  const boxes = useRef<Partial<Record<Consent, HTMLInputElement | null>>>({});

  useEffect(() => {
    if (focusRequest > 0 && focusTarget) boxes.current[focusTarget]?.focus();
  }, [focusRequest, focusTarget]);

  const labels: Record<Consent, ReactNode> = {
    offer: (
      <>
        {t('consent.offerBefore')}
        <Link href={ROUTES.publicOffer}>{t('consent.offerLink')}</Link>
        {t('consent.offerAfter')}
      </>
    ),
    recurring: t('consent.recurring'),
  };
  const ready = CONSENTS.every((consent) => consents[consent]);

  return (
    <fieldset className="consent">
      <legend className="consent-legend">{t('consent.legend')}</legend>
      <div className="consent-items">
        {CONSENTS.map((consent) => {
          const invalid = marked.includes(consent);
          return (
            <div key={consent} className={`consent-item${invalid ? ' is-invalid' : ''}${consents[consent] ? ' is-checked' : ''}`}>
              <label className="consent-label">
                <input
                  ref={(el) => {
                    boxes.current[consent] = el;
                  }}
                  type="checkbox"
                  name={consent}
                  checked={consents[consent]}
                  onChange={(event) => setConsent(consent, event.target.checked)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? `consent-${consent}-error` : undefined}
                />
                <span>{labels[consent]}</span>
              </label>
              {invalid && (
                <p id={`consent-${consent}-error`} className="consent-error">
                  {t('consent.required')}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {!ready && (
        <p id="consent-hint" className="consent-hint">
          {t('consent.hint')}
        </p>
      )}
    </fieldset>
  );
}
