import { lexicon } from './markers.ts';

/** Politeness formulas in either language. */
export const POLITE = lexicon({
  polite: [
    'please', 'thank you', 'thanks', 'appreciate~', 'would you mind', 'could you please', 'kindly', 'if you (?:don\'t|do not) mind',
    'пожалуйста', 'спасибо', 'благодар~', 'будьте добры', 'не могли бы вы', 'будьте любезны', 'если вам удобно', 'если вас не затруднит',
  ],
});

/** Words that order a reply into steps. */
export const STRUCTURE = lexicon({
  structure: ['first(?:ly)?', 'second(?:ly)?', 'then', 'finally', 'after that', 'во-первых', 'во-вторых', 'затем', 'наконец', 'сначала', 'после этого', 'потом я'],
});
