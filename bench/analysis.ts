// npm run bench:analysis — the offline SkillAnalyzer on a realistic 40-message session (20 learner,
// 20 AI, mixed quality, English): milliseconds per analysis, median and p95 over 2,000 runs after a
// warm-up. Pure CPU, no server or database. Prints Markdown for docs/benchmarks.md.
import { cpus } from 'node:os';
import type { AnalysisTranscript } from '#src/modules/analysis/domain/ports.ts';
import { OfflineSkillAnalyzer } from '#src/modules/analysis/infrastructure/offline/offline-skill-analyzer.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const WARM_UP = 200;

const ai = [
  'The delivery was late again and my whole team had to wait for the parts. I am really upset.',
  'This is the third time this quarter. Nobody called us, we found out from the tracking page.',
  'We lost a full day of production. Who is going to pay for that?',
  'Your colleague promised last month that this would never happen again.',
  'I need to know what you are going to do about it, not excuses.',
  'Fine. But how do I know the new parts will actually arrive on time?',
  'And what about the invoice for the late order? I am not paying full price.',
  'My manager wants a written explanation by the end of the week.',
  'Can you at least make sure someone calls me when something goes wrong?',
  'Okay. What happens if the Friday delivery is late as well?',
];
const learner = [
  "I understand, that sounds really frustrating. I'm sorry the delivery was late and your team had to wait.",
  'ok',
  "So what you're saying is nobody warned you and you only saw it on the tracking page? What happened on your side that day?",
  'Calm down, it is not a big deal, these things happen.',
  'I will send the replacement parts by Friday at 10:00 and call you tomorrow to confirm the time.',
  'Maybe we could do something about it at some point.',
  'You lost a full day of production, and that is a real cost. Could you tell me roughly how many hours were lost?',
  'THAT IS NOT MY FAULT!!! The carrier changed the route.',
  'Thank you for telling me about the promise. I see why this feels like a broken commitment.',
  'First, I will escalate the carrier issue today. Second, I will send you a written plan by Thursday. Then we review it together on Friday.',
  'yes',
  'If I understand correctly, you want a discount on the late order and a written explanation for your manager?',
  'I can offer a 15% discount on the late order and I will email the explanation to you and your manager by Friday.',
  'Yeah right, as if I control the trucks.',
  'I hear you. What would make you feel confident about the next delivery?',
  ('We checked the system and the order was there but nobody confirmed it and then the carrier changed and the route '
    + 'was different and the warehouse was closed for inventory and the new driver did not have the address and ').repeat(4),
  "I'll set up an automatic alert so you get a call within 2 hours of any delay, starting next week.",
  'Fine.',
  'If the Friday delivery is late, I will refund the shipping cost and personally call you by noon.',
  'Thank you for your patience. Let me summarise the next steps in an email today.',
];

const session: AnalysisTranscript = {
  locale: 'en',
  messages: learner.flatMap((content, i) => [
    { role: 'ai' as const, content: ai[i % ai.length], speakerName: 'Anna Petrova', speakerRole: 'Operations manager, client' },
    { role: 'user' as const, content },
  ]),
};

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const analyzer = new OfflineSkillAnalyzer();
for (let i = 0; i < WARM_UP; i++) await analyzer.analyze(session);
const times: number[] = [];
let result = await analyzer.analyze(session);
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  result = await analyzer.analyze(session);
  times.push(performance.now() - started);
}

console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
console.log(`Offline SkillAnalyzer, ${session.messages.length}-message session (${learner.length} learner, en), ${RUNS} runs after a ${WARM_UP}-run warm-up\n`);
console.log('| analysis | median ms | p95 ms | overall | improvements |\n|---|---:|---:|---:|---:|');
console.log(`| offline rubric | ${percentile(times, 50).toFixed(3)} | ${percentile(times, 95).toFixed(3)} | ${result.overall} | ${result.improvements.length} |`);
console.log(`\nTarget: median ≤ 5 ms per analysis (${percentile(times, 50) <= 5 ? 'met' : 'NOT met'})`);
