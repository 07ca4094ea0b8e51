/** The disguises the normaliser can see through; each becomes a pattern `obfuscation:<name>`. */
export const OBFUSCATIONS = [
  'zero-width', 'unicode-tags', 'styled-letters', 'emoji-padding', 'combining-marks', 'homoglyphs', 'leetspeak', 'split-words',
  'spaced-letters', 'fragments', 'base64', 'hex', 'url-encoding', 'rot13', 'caesar-shift', 'reversed', 'transliteration', 'keyboard-layout',
] as const;
export type Obfuscation = (typeof OBFUSCATIONS)[number];

/** How each disguise reads in a sentence: "the text was hidden with base64". */
export const OBFUSCATION_WORDS: Record<Obfuscation, string> = {
  'zero-width': 'invisible zero-width characters',
  'unicode-tags': 'invisible Unicode tag characters',
  'styled-letters': 'styled Unicode letters',
  'emoji-padding': 'emoji between letters or words',
  'combining-marks': 'stacked combining marks',
  homoglyphs: 'look-alike letters from another alphabet',
  leetspeak: 'leetspeak',
  'split-words': 'punctuation inside words',
  'spaced-letters': 'spaced-out letters',
  fragments: 'quoted fragments to be joined',
  base64: 'base64',
  hex: 'hexadecimal encoding',
  'url-encoding': 'URL encoding',
  rot13: 'ROT13',
  'caesar-shift': 'a Caesar shift',
  reversed: 'reversed text',
  transliteration: 'Russian written in Latin letters',
  'keyboard-layout': 'the wrong keyboard layout',
};
