import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Level } from '../state/levels';

export interface GaugeProps {
  label: string;
  /** How full the bar is, 0–100. */
  fill: number;
  /** The figure beside the label, as the reader reads it. */
  value: string;
  level?: Level;
  detail?: ReactNode;
  className?: string;
}

/**
 * One figure with its bar. The colour follows SPEC §9's thresholds, and the level is said in words
 * too, so it does not rest on colour alone. The bar is a meter for assistive technology.
 */
export function Gauge({ label, fill, value, level = 'normal', detail, className }: GaugeProps) {
  const { t } = useTranslation('systemMonitoring');
  const id = useId();
  const levelText = level === 'normal' ? '' : t(`levels.${level}`);
  return (
    <div className={`sm-gauge sm-${level}${className ? ` ${className}` : ''}`}>
      <div className="sm-gauge-head">
        <span className="sm-gauge-label" id={`${id}-label`}>{label}</span>
        <span className="sm-gauge-value">
          {value}
          {levelText && <span className="sm-gauge-level">{levelText}</span>}
        </span>
      </div>
      <div className="sm-bar" role="meter" aria-labelledby={`${id}-label`} aria-valuemin={0} aria-valuemax={100}
        aria-valuenow={Math.round(fill)} aria-valuetext={levelText ? `${value}, ${levelText}` : value}>
        <span className="sm-bar-fill" style={{ width: `${fill}%` }} />
      </div>
      {detail && <p className="sm-gauge-detail">{detail}</p>}
    </div>
  );
}
