import { z } from 'zod';
import type { InjectionClassifier } from '../domain/screening.ts';
import { isBlocked } from '../domain/risk.ts';
import type { RiskLevel } from '../domain/risk.ts';

/** One line of a scan file: what a learner typed and in which language. */
export const scanInput = z.object({
  text: z.string().max(100_000),
  locale: z.enum(['en', 'ru']).default('en'),
});

export type ScanResult =
  | { line: number; riskLevel: RiskLevel; blocked: boolean; patterns: string[]; reasoning: string; suggestedAction: string }
  | { line: number; error: { code: 'VALIDATION_FAILED'; message: string } };

/**
 * `rapport security scan`: the product's own screening of messages from a file, as operators check
 * it against real traffic. Writes nothing; a bad line is reported and the scan goes on.
 */
export class ScanMessages {
  constructor(private readonly classifier: InjectionClassifier) {}

  async line(line: number, raw: string): Promise<ScanResult> {
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (e) {
      return { line, error: { code: 'VALIDATION_FAILED', message: `line ${line}: not JSON (${(e as Error).message})` } };
    }
    const parsed = scanInput.safeParse(value);
    if (!parsed.success) {
      const message = parsed.error.issues.map((i) => `line ${line}: ${i.path.join('.') || '(line)'}: ${i.message}`).join('; ');
      return { line, error: { code: 'VALIDATION_FAILED', message } };
    }
    const s = await this.classifier.classify(parsed.data.text, parsed.data.locale);
    return { line, riskLevel: s.riskLevel, blocked: isBlocked(s.riskLevel), patterns: s.patterns, reasoning: s.reasoning, suggestedAction: s.suggestedAction };
  }
}
