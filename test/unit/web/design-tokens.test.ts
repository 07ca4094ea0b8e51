import { readFileSync } from 'node:fs';
import { expect } from 'chai';

/*
 * The design tokens promise that every text colour reads on every surface, tinted ones included
 * (R2.2: a grey that passed on white failed at 4.19:1 on the muted surface of the chat and results).
 */
const css = readFileSync(new URL('../../../web/src/styles/tokens.css', import.meta.url), 'utf8');
const tokens = new Map([...css.matchAll(/--(color-[\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map((m) => [m[1]!, m[2]!]));

const TEXT = ['text', 'text-muted', 'text-subtle', 'primary-500', 'primary-600', 'primary-700', 'primary-900', 'accent-500',
  'success-700', 'warning-700', 'danger-600', 'danger-700'];
/** The page, its subtle and muted greys, and the 50 tint of every hue (cards, bubbles, badges, alerts). */
const SURFACES = ['bg', 'bg-subtle', 'bg-muted', ...[...tokens.keys()].filter((name) => name.endsWith('-50')).map((name) => name.slice('color-'.length))];

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
const color = (name: string): string => {
  const value = tokens.get(`color-${name}`);
  if (!value) throw new Error(`tokens.css has no --color-${name}`);
  return value;
};

describe('design tokens (web/src/styles/tokens.css)', () => {
  it('names the tinted surfaces it is checked against', () => {
    expect(SURFACES).to.include.members(['primary-50', 'accent-50', 'success-50', 'warning-50', 'danger-50']);
  });

  it('keeps every text colour at 4.5:1 or more on every surface (WCAG AA)', () => {
    const failing = TEXT.flatMap((text) =>
      SURFACES.filter((surface) => contrast(color(text), color(surface)) < 4.5).map(
        (surface) => `${text} ${color(text)} on ${surface} ${color(surface)}: ${contrast(color(text), color(surface)).toFixed(2)}`,
      ),
    );
    expect(failing).to.deep.equal([]);
  });

  it('keeps the decorative large-text blue at 3:1 on the page (WCAG AA for large text)', () => {
    expect(contrast(color('primary-300'), color('bg'))).to.be.at.least(3);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).to.be.closeTo(21, 0.001);
    expect(contrast('#66748a', '#eef1f6')).to.be.closeTo(4.19, 0.01);
  });
});
