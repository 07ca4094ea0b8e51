import type { SignInButton } from '../../../lib/contracts';

/** Brand colours, used only as the background of a white initial: no third-party images are loaded. */
const MARKS: Record<SignInButton, { letter: string; colour: string }> = {
  google: { letter: 'G', colour: '#1a73e8' },
  facebook: { letter: 'f', colour: '#1464d8' },
  github: { letter: 'G', colour: '#24292f' },
  microsoft: { letter: 'M', colour: '#2b579a' },
  apple: { letter: 'A', colour: '#000000' },
  twitter: { letter: 'X', colour: '#0f1419' },
};

/** A small square with the provider's initial; decorative, the button's text names the provider. */
export function ProviderMark({ button }: { button: SignInButton | null }) {
  const mark = button ? MARKS[button] : { letter: '?', colour: '#4a5568' };
  return (
    <span className="provider-mark" style={{ background: mark.colour }} aria-hidden="true">
      {mark.letter}
    </span>
  );
}
