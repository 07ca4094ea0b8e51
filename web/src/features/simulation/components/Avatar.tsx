import type { CSSProperties } from 'react';
import { initials, type Speaker, type SpeakerProfile } from '../state/conversation';

interface AvatarProps {
  /** Who speaks; null for the learner. */
  speaker: Speaker | null;
  speakers: readonly SpeakerProfile[];
  personaAvatarUrl: string | null;
  userName: string;
  size?: 'sm' | 'md';
}

/** The speaker's profile, and whether it is the first character (who wears the persona's avatar). */
export function profileOf(speaker: Speaker | null, speakers: readonly SpeakerProfile[]): { profile: SpeakerProfile | null; first: boolean } {
  if (!speaker) return { profile: null, first: false };
  const index = speakers.findIndex((p) => p.name === speaker.name);
  return { profile: index >= 0 ? speakers[index]! : null, first: index === 0 || (index < 0 && speakers.length <= 1) };
}

export function speakerStyle(profile: SpeakerProfile | null): CSSProperties | undefined {
  if (!profile) return undefined;
  return {
    '--speaker-color': profile.color,
    '--speaker-border': profile.borderColor,
    '--speaker-from': profile.gradientStart,
    '--speaker-to': profile.gradientEnd,
  } as CSSProperties;
}

/**
 * The first character shows the avatar chosen at session start; the others, coloured initials;
 * the learner, their own initials. Decorative: the name is always written next to it.
 */
export function Avatar({ speaker, speakers, personaAvatarUrl, userName, size = 'md' }: AvatarProps) {
  const className = `sim-avatar sim-avatar-${size}`;
  if (!speaker) {
    return (
      <span className={`${className} sim-avatar-user`} aria-hidden="true">
        {initials(userName)}
      </span>
    );
  }
  const { profile, first } = profileOf(speaker, speakers);
  if (first && personaAvatarUrl) {
    return <img className={`${className} sim-avatar-image`} src={personaAvatarUrl} alt="" style={speakerStyle(profile)} />;
  }
  return (
    <span className={`${className} sim-avatar-initials`} style={speakerStyle(profile)} aria-hidden="true">
      {speaker.name ? initials(speaker.name) : '…'}
    </span>
  );
}
