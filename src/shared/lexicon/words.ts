/**
 * Content words and light stems, to tell when a reply takes up the other side's own words (a
 * paraphrase, "something in writing" after "can I have it in writing?"). Stemming is deliberately
 * crude and language-blind beyond a few endings: strip a common ending, compare the first five
 * letters, so "written"/"writing", "charged"/"charges", «письменно»/«письменном», «счёт»/«счета» meet.
 */
import { normalise } from './markers.ts';

export interface ContentWord {
  stem: string;
  index: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['-]\p{L}+)*/gu;
const STOPWORDS = new Set((
  'the and you your yours are was were for not but can all any our out has had have his her its how why who did get got one two now too yes '
  + 'that this with from they what about there would could should been will just when which their them then than into only also very '
  + 'really because some something anything everything nothing someone anyone here where while being does done doing make made sure '
  + 'please thank thanks sorry okay well know think want need like going still even much many more most such same other again back '
  + 'said says tell told let let\'s i\'m i\'ll i\'ve you\'re it\'s that\'s don\'t can\'t won\'t didn\'t we\'re we\'ll '
  + 'это эта эти этот этого этой этом что как так все всё вас вам нас нам для они она оно был была были уже еще ещё при без над под раз '
  + 'когда чтобы потому только очень было будет может можно нужно надо ваша ваше вашей ваш ваши меня тебя себя если даже есть него '
  + 'всех всего который которые которая сейчас тоже также просто вот там тут здесь того тому кто где чем мне мой моя мои наш наша '
  + 'пожалуйста спасибо извините хорошо ладно ну да нет вы мы они его ему ей её ее их'
).split(' ').map(normalise));

const RU_ENDING = /[аеиоуыэюяйь]+$/u;
const EN_SUFFIXES = ['ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ies', 'ied', 'ers', 'er', 'ed', 'es', 's', 'ly', 'en'];

export function stem(word: string): string {
  let w = normalise(word.toLowerCase());
  if (/\p{Script=Cyrillic}/u.test(w)) {
    if (w.length >= 5) w = w.replace(RU_ENDING, '');
    return w.slice(0, 5);
  }
  const suffix = EN_SUFFIXES.find((s) => w.endsWith(s) && w.length - s.length >= 3);
  if (suffix) w = w.slice(0, -suffix.length);
  w = w.replace(/([b-df-hj-np-tv-z])\1$/, '$1').replace(/(?<=\p{L}{3})e$/u, '');
  return w.slice(0, 5);
}

/** The words of a text that carry content (no function words, no bare numbers), with their stems. */
export function contentWords(text: string): ContentWord[] {
  const words: ContentWord[] = [];
  for (const m of normalise(text).matchAll(WORD)) {
    const word = m[0].toLowerCase();
    if (word.length < 3 || STOPWORDS.has(word) || /^\d+$/.test(word)) continue;
    words.push({ stem: stem(word), index: m.index, end: m.index + m[0].length });
  }
  return words;
}

/** The content words of `text` whose stems occur among `others`' content words. */
export function echoedWords(text: string, others: string): ContentWord[] {
  const theirs = new Set(contentWords(others).map((w) => w.stem));
  return contentWords(text).filter((w) => theirs.has(w.stem));
}
