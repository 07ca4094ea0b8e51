import { formatScore } from './scores';
/** A score change as the comparison shows it: signed, one decimal, a true minus sign, and which way it went (not by colour alone). */
export function deltaWords(delta: number): { figure: string; trend: 'up' | 'down' | 'same' } {
  const rounded = Math.round(delta * 10) / 10;
  if (rounded > 0) return { figure: `+${formatScore(rounded)}`, trend: 'up' };
  if (rounded < 0) return { figure: `−${formatScore(-rounded)}`, trend: 'down' };
  return { figure: '0', trend: 'same' };
}
