import { lexicon } from './markers.ts';

/** Mock agreement and mock praise: words that say the opposite of what they mean. */
export const SARCASM = lexicon({
  sarcasm: [
    // "As if I control the trucks" mocks; "it made it look as if you didn't know" describes.
    'yeah,? right', 'oh,? (?:great|wonderful|brilliant|perfect|lovely)', '(?<=^|[.!?…,] {0,3})as if(?= (?:i|we|you|that|this|anyone)(?![\\p{L}])|[!.]*$)', 'big surprise', 'what a surprise', 'how convenient', 'good for you',
    'wow,? just wow', 'sure you (?:did|do|are|have)', 'well done,? genius', 'nice one', 'good luck with that', 'thanks a lot(?= *[.!…]*$)',
    'congratulations(?=,? *(?:you|on noticing)|[ .!…]*$)', 'oh,? really\\?', 'sure,? sure', 'bravo', 'genius', 'good one', 'very funny',
    'ну конечно', 'ага,? конечно', 'ну да,? ну да', 'ага,? щас', 'очень смешно', 'как удобно', 'какая неожиданность', 'ну-ну', 'браво',
    'гениально', 'поздравляю(?=,? *(?:вы )?замети|[ .!…]*$)', 'вы серь[её]зно\\?', 'удачи (?:вам )?с этим', 'ещё бы', 'еще бы', 'да-да', 'ну спасибо', 'вот это сюрприз',
  ],
});
