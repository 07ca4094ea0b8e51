import { lexicon } from './markers.ts';

/** Name-calling and contempt aimed at the person. "That's not a stupid question" is negated, and no insult. */
export const INSULT = lexicon({
  insult: [
    'idiot~', 'stupid', 'incompetent', 'useless', 'pathetic', 'moron~', 'dumb', 'shut up', 'clueless', 'lazy', 'brainless', 'imbecile~',
    "(?:that's|that is|this is|you're|you are|it's) (?:just )?(?:ridiculous|absurd|pathetic)", 'fool', 'fools', 'loser~', 'clown~', 'are you (?:deaf|blind|stupid|serious|kidding me)', "can't you read", "what's wrong with you", 'get a brain',
    'идиот~', 'туп(?:ой|ая|ое|ые|ого|ым|ица|ицы)', 'дура~', 'дурак~', 'бездар~', 'некомпетентн~', 'бесполезн~', 'заткн~', 'кретин~', 'придур~',
    'лентя~', 'бестолоч~', 'бестолков~', 'безмозгл~', 'смешно слушать', 'вы (?:что|чего),? (?:читать|считать) не умеете', 'вы глухой', 'вы слепой',
    'совсем (?:уже )?(?:с ума сошли|обнаглели)', 'обнаглел~', 'с ума сошли',
  ],
}, { negatable: true });
