import type { TestHubClient } from './hub-client.ts';

/** A reply an LLM analyzer accepts (every text in English and Russian): every skill at `score`, one improvement on the learner's first line. */
export function analysisReply(score = 7, messageNumber = 2): string {
  const skill = { score, feedback: { en: `Scored ${score} for a reason the model gave.`, ru: `Оценка ${score} по причине, которую назвала модель.` } };
  return JSON.stringify({
    scores: { empathy: skill, clarity: skill, problemSolving: skill, composure: skill, activeListening: skill },
    overall: score,
    strengths: [{ skill: 'empathy', text: { en: 'You named the customer’s frustration.', ru: 'Вы назвали раздражение клиента.' } }],
    improvements: [{
      messageNumber, kind: 'vague',
      issue: { en: 'You promised without a date.', ru: 'Вы пообещали без срока.' },
      suggestion: { en: 'Say when you will call back.', ru: 'Скажите, когда перезвоните.' },
    }],
  });
}

/** Sends each line and waits for its answer, then ends the session and waits for the end. */
export async function talkAndEnd(hub: TestHubClient, sessionId: number, lines: string[]): Promise<void> {
  for (const line of lines) {
    const sent = await hub.invoke('SendMessage', line);
    if (!sent.ok) throw new Error(`SendMessage failed: ${JSON.stringify(sent.error)}`);
  }
  const ended = await hub.invoke('EndSession', sessionId);
  if (!ended.ok) throw new Error(`EndSession failed: ${JSON.stringify(ended.error)}`);
}
