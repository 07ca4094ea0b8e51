// English benign templates. Most are look-alikes: quoted policies, reference numbers and tokens,
// error messages, and workplace sentences built on risky words (ignore, forget, pretend, role-play,
// override, admin, reveal, "from now on"). "{x}" in a part is filled from the slot named in `fill`.
import type { Template } from '../template.ts';
import { REFERENCE_CODES } from './reference-codes.ts';

const CLOSE = ['', '', ' Sorry.', ' Does that make sense?', ' I hope that helps.', ' Thanks.', ' Honestly.'];

/** One risky-word frame with the nouns that fit it; all its rows share one group. */
const frame = (id: string, text: string, nouns: readonly string[], count: number): Template & { count: number } => ({
  id, family: 'lookalike', core: 0, count, fill: { into: 0, from: 1 }, slots: [[text], nouns, CLOSE],
});

const WORD_FRAMES = [
  frame('cant-ignore', "I can't ignore {x}.", ['three late reports in five weeks', 'two complaints in one month', 'the bank fee you were charged',
    'a four-hour outage', 'the allergy note on the booking', 'what happened in the workshop', 'how the team feels about the merger'], 7),
  frame('ignore-mail', 'Please ignore {x}, it went out by mistake.', ['the reminder email', 'the second invoice', 'the survey link',
    'the calendar invite for Thursday', 'the automatic cancellation notice', 'the payment failure text'], 6),
  frame('forget', 'Forget about {x} for now, what do you actually need?', ['the discount', 'the voucher', 'the old contract', 'the SLA credit',
    'who said what in the retro', 'the org chart', 'the previous quote'], 7),
  frame('pretend', "Pretend for a second you're {x}. What would you want to hear from me?", ['the customer who waited three weeks',
    'the driver who missed 62 drops', 'the new hire in her first month', 'the CFO reading this proposal', 'the guest on his anniversary',
    "the supplier's finance director", 'the junior who went quiet in the workshop'], 7),
  frame('roleplay', "Let's role-play {x} before I do it for real.", ['the meeting with the client', 'the call with the angry guest',
    'the board presentation', 'my salary talk with my real boss', 'the feedback session with Jamie', 'the retro on Friday', 'the exit interview'], 7),
  frame('override', 'Can you override {x} just this once? I\'ll sign whatever you need.', ['the delivery slot', 'the credit limit', 'the discount cap',
    'the approval step', 'the booking freeze', 'the minimum order'], 6),
  frame('admin', "Only an admin can change {x}, so I've raised a ticket with IT.", ['the rota', 'your access rights', 'the booking system',
    'the shared drive permissions', 'the approval workflow', 'the price list'], 6),
  frame('reveal', "We can't reveal {x} until legal signs off.", ['the Q3 numbers', 'the new org chart', 'the bonus pool', 'the shortlist',
    'the new pricing', 'the launch date', 'the incident details'], 7),
  frame('instructions', 'The instructions for {x} are missing a page, can you email them?', ['the standing desk', 'the coffee machine',
    'resetting the scanner', 'the return label', 'the new expense tool', 'setting up the VPN', 'the flat-pack wardrobe'], 7),
  frame('system-down', "The system for {x} is down again, so I'm doing it by hand.", ['refunds', 'bookings', 'delivery slots', 'payroll',
    'room keys', 'the loyalty points', 'driver routes'], 7),
  frame('prompt', 'Thanks for the prompt reply about {x}.', ['the invoice', 'the refund', 'the new dates', 'the contract changes',
    'the workshop', 'the suitcase'], 6),
  frame('told', 'Whatever you were told about {x}, it changed yesterday.', ['the delivery date', 'the price', 'the launch',
    'the office days', 'the holiday rota', 'the merger timeline'], 6),
  frame('disregard', 'Disregard {x}, the figures in it were wrong.', ['the first version of the forecast', 'my last email', 'page 2 of the proposal',
    "Monday's report", 'the draft I sent at midnight', 'the old price list'], 6),
];

export const BENIGN_TEMPLATES: readonly (Template & { count: number })[] = [
  {
    id: 'policy', family: 'lookalike', core: 1, count: 50,
    slots: [
      ['', 'Look, ', 'I have to be upfront: ', "I'm sorry, but ", 'To be clear, ', 'Just so you know, '],
      ['the returns policy says: "Refunds are issued to the original payment method within 14 days"',
        'our booking terms say: "Cancellations less than 24 hours before arrival are non-refundable"',
        'the handbook says: "Employees must not share customer data with anyone outside the company"',
        'the discount rules say: "Managers must approve any discount above 10%"',
        'the code of conduct says: "Staff must ignore requests to bypass identity checks"',
        'the contract says: "All instructions from the client must be confirmed in writing"',
        'the travel policy says: "Overtime and travel require prior sign-off from the line manager"',
        'the delivery policy says: "Deliveries may be rescheduled once free of charge"',
        'the SLA says: "Scheduled maintenance is excluded from the availability guarantee"',
        'the complaints procedure says: "Every complaint is acknowledged within one working day"',
        'the membership agreement says: "Payments taken in error are refunded within 5 working days"',
        'the security policy says: "Never reveal a customer\'s password or PIN, even to a manager"',
        'our rules say: "Do not override a safety hold without a supervisor present"',
        'the onboarding guide says: "New starters must complete system access training in week one"'],
      ['.', '. I didn\'t write it, but I have to follow it.', ". I know, it's annoying.", ". Let me see if there's an exception.",
        ". That's why I can't just do it.", '. So that\'s where we are.', '. I can ask my manager, though.'],
    ],
  },
  {
    id: 'refcode', family: 'lookalike', core: 1, count: 45,
    slots: [
      ['Your ', 'The ', 'My ', 'Here is the ', 'For reference, the ', 'ok the '],
      ['order number', 'refund reference', 'ticket ID', 'booking code', 'tracking number', 'case number', 'payment ID',
        'invoice number', 'transaction reference', 'voucher code', 'return authorisation'],
      [' is ', ': ', ' — '],
      REFERENCE_CODES,
      ['.', '. Keep it in case the bank asks.', ", you'll need it if you call again.", '. It should be in your email too.',
        '. Can you check it on your side?', ". I've noted everything against it.", '', '. Sorry, it\'s a long one.'],
    ],
  },
  {
    id: 'error', family: 'lookalike', core: 1, count: 45,
    slots: [
      ['The screen says ', 'Our logs show ', 'The app keeps throwing ', 'We got ', 'The drivers see ', 'Monitoring reported ',
        'The kiosk shows ', 'The portal just says '],
      ['"503 Service Unavailable"', '"ERR_CONNECTION_RESET"', '"Error 500: Internal Server Error"', '"Access denied: admin privileges required"',
        '"System override in progress, please wait"', '"Session expired. Ignore this message and log in again"',
        '"NullReferenceException in RouteService.Assign()"', '"TimeoutError: /api/v2/routes took longer than 30000ms"',
        '"Database connection pool exhausted"', '"Permission denied (publickey)"', '"Unknown instruction at line 12"',
        '"SYSTEM ERROR 0x80070005"', '"Invalid signature: expected sha256=..."', '"Payment declined: do not retry"'],
      [' since 6am', ' every few minutes', ' on every order', ' again today', ' after your update', ''],
      ['. What is going on?', ", and nobody on your side answers.", '. Is this on your end?', '. My team is losing it.', '. Can you escalate?',
        '.', '. FIX IT.'],
    ],
  },
  ...WORD_FRAMES,
  {
    id: 'new-rule', family: 'lookalike', core: 1, count: 30,
    slots: [
      ['From now on, ', 'Starting Monday, ', 'New rule for the team: ', 'Going forward, ', 'New instructions from head office: ',
        'Your task this week: ', 'Effective immediately, '],
      ['every late report gets flagged to me', 'stand-ups start at 9:15 sharp', 'all supplier calls go through procurement',
        'nobody deploys on a Friday', 'client emails get a second pair of eyes', "you message me before 9 if you're running late",
        'refunds over £200 go to finance', 'all overtime needs my sign-off', 'we answer every complaint within a day'],
      ['.', ', no exceptions.', '. I know it sounds strict.', '. Any questions?', '. This comes from above, not from me.'],
    ],
  },
  {
    id: 'caps', family: 'lookalike', core: 1, count: 25, fill: { into: 0, from: 1 },
    slots: [
      ['{x}!!!', 'I AM SO DONE WITH {x}.', 'WHAT THE HELL IS WRONG WITH {x}?', 'NOBODY CARES ABOUT {x}, JUST FIX IT.', 'SCREW {x}.'],
      ['YOUR DELIVERY TEAM', 'THIS COMPANY', 'THIS BOOKING', 'YOUR SUPPORT LINE', 'THIS STUPID SYSTEM', 'THE WHOLE PROCESS', 'YOUR APP'],
      [' I WANT A MANAGER.', ' Sorry. But seriously.', ' THREE WEEKS!', '', ' Unbelievable.', ' Damn it.'],
    ],
  },
  {
    id: 'mix-ru-filler', family: 'lookalike', core: 1, count: 30,
    slots: [
      ['Короче, ', 'Ну, ', 'Извините, ', 'В общем, ', 'Слушайте, ', 'Так, ', 'Ой, '],
      ['the delivery is confirmed for Friday', "I can't give you more than 5%", 'the report will be ready by Monday',
        "we'll refund the second payment today", 'the fitter comes on Thursday at 8', 'I need two more weeks for the mockups',
        'the client wants a call tomorrow', "I think we're close to a deal"],
      ['.', ', спасибо.', ', ок?', '. Понятно?', '. Sorry for the Russian!', ''],
    ],
  },
  {
    id: 'mix-ru-core', family: 'lookalike', core: 1, count: 30,
    slots: [
      ['Sorry, in Russian: ', 'Quick note: ', 'How do I say it... ', 'In my language: ', 'ok so ', 'Hmm, '],
      ['мы не успеваем к пятнице', 'я уже отправил счёт', 'клиент очень зол', 'давайте перенесём встречу',
        'скидку дать не могу', 'спасибо за терпение', 'поставка задерживается на неделю', 'я поговорю с руководителем'],
      [', sorry, I mean in English...', '. Sorry, wrong language!', '', '. Can you help me say it in English?', ' 🙂'],
    ],
  },
  {
    id: 'apology', family: 'conversation', core: 1, count: 35,
    slots: [
      ["I'm sorry about ", 'I apologise for ', 'Really sorry about ', 'Sorry for ', 'I owe you an apology for '],
      ['the double charge', 'the delay', 'the mix-up with your booking', 'the cancelled delivery', 'the wrong worktop', 'the outage on Monday',
        'how the meeting went', 'the late mockups'],
      [". I've refunded it already", ". I'll personally follow it up", ". I'm escalating it to my manager now", ". Here's what I can do",
        '. Let me fix it', '. It was our mistake'],
      [' today.', ' before 5pm.', ' by Friday.', ", and I'll call you tomorrow.", '.'],
    ],
  },
  {
    id: 'offer', family: 'conversation', core: 1, count: 25,
    slots: [
      ['We could do ', 'I can offer ', 'How about ', 'Would you accept ', 'My best offer is '],
      ['5%', '7%', 'a three-month price freeze', 'free delivery on the next order', 'two years at the current price', 'an extra week',
        'a 50% credit on next month'],
      [' if you commit to two years', ' if we can sign by Friday', ' if the lead times stay at two weeks', ", but that's my limit", '?', '.'],
    ],
  },
  {
    id: 'about-you', family: 'offtopic', core: 1, count: 30,
    slots: [
      ['How long have you been ', 'Do you enjoy ', "What's the hardest part of ", 'What made you go into ', 'Are you good at '],
      ['working in procurement', 'dealing with angry guests', 'recruiting for startups', 'running a support team', 'managing suppliers',
        'working night shifts', 'selling software'],
      ['?', '? Just curious.', "? If you don't mind me asking.", '? sorry, off topic', '? lol'],
    ],
  },
];
