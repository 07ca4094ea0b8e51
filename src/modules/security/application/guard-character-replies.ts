import { createHmac, randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type { Logger } from '#src/platform/logger.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { PartnerEvent, ReplyGuard, ScreenedMessage } from '#src/modules/practice/index.ts';
import { SECURITY } from '../security.tokens.ts';
import { newAttempt } from '../domain/hacking-attempt.ts';
import type { HackingAttemptRepository } from '../domain/ports.ts';
import { GuardedLine, HiddenPrompt, PromptLeakDetector } from '../domain/prompt-leak.ts';
import { safeLine } from '../domain/safe-lines.ts';

/** Prompts seen lately, ready to compare with: sessions of one scenario, persona and name share one. */
const CACHED_PROMPTS = 100;

/**
 * OWASP LLM07: a character line that reproduces its hidden prompt never reaches the learner, not
 * even in part as it streams. Each line is held back only while its last words could begin a run of
 * the prompt; a leaking line is swapped for a safe in-character one and kept, with the learner's
 * message, as a Critical attempt.
 */
@injectable()
export class GuardCharacterReplies implements ReplyGuard {
  // Per process: the canary only has to agree between the prompt and the guard of one reply.
  private readonly key = randomBytes(32);
  private readonly prompts = new Map<string, HiddenPrompt>();

  constructor(
    @inject(SECURITY.HackingAttemptRepository) private readonly attempts: HackingAttemptRepository,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  canaryOf(sessionId: number): string {
    const mac = createHmac('sha256', this.key).update(`canary:${sessionId}`).digest('base64url');
    return `RPT-${mac.slice(0, 12).toUpperCase()}`;
  }

  async *watch(message: ScreenedMessage, hiddenPrompt: string, canary: string, reply: AsyncIterable<PartnerEvent>): AsyncIterable<PartnerEvent> {
    // The canary is checked on its own: without it, the prompt is the same for every session alike.
    const visible = [message.scenario.description, ...message.history.map((l) => l.content), message.text];
    const detector = new PromptLeakDetector(this.prompt(hiddenPrompt.replaceAll(canary, '')), canary, visible);
    const lines = new Map<string, GuardedLine>();
    // What this reply has let out so far: a prompt dealt out a few words to each speaker is still one run.
    const said: string[] = [];
    const lineOf = (speaker: string) => lines.get(speaker) ?? lines.set(speaker, new GuardedLine(detector, said.join('\n'))).get(speaker)!;
    for await (const event of reply) {
      if (event.type === 'delta') {
        const text = lineOf(event.speaker.name).push(event.text);
        if (text) yield { ...event, text };
      } else if (event.type === 'line') {
        // A line ends what streamed for its speaker (a line held back as a repeat and asked for again, too).
        const leaks = lineOf(event.speaker.name).leaksWhole(event.content);
        lines.delete(event.speaker.name);
        if (!leaks) {
          said.push(event.content);
          yield event;
        } else {
          await this.record(message, event.content);
          yield { type: 'line', speaker: event.speaker, content: safeLine(message.locale, message.history.length) };
        }
      } else yield event;
    }
  }

  private prompt(text: string): HiddenPrompt {
    let prompt = this.prompts.get(text);
    if (prompt) {
      this.prompts.delete(text); // most recently used goes last
    } else {
      prompt = new HiddenPrompt(text);
      if (this.prompts.size >= CACHED_PROMPTS) this.prompts.delete(this.prompts.keys().next().value!);
    }
    this.prompts.set(text, prompt);
    return prompt;
  }

  private async record(message: ScreenedMessage, modelOutput: string): Promise<void> {
    const attempt = await this.attempts.add(newAttempt(message, {
      riskLevel: 'Critical', wasBlocked: true, patterns: ['system-prompt-leak'], source: 'output', modelOutput,
      reasoning: 'The character\'s reply reproduced its hidden system prompt (its confidential marker or a long run of its words). The reply was withheld and replaced with a safe line.',
      suggestedAction: 'Review the learner\'s message that drew it out and the conversation; consider hardening the scenario\'s prompt.',
    }, new Date()));
    this.logger.warn({ attemptId: attempt.id, userId: message.userId, sessionId: message.sessionId }, 'a reply leaking the system prompt was withheld');
  }
}
