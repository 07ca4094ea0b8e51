import type { CSSProperties } from 'react';
import { initials, type Speaker, type SpeakerProfile } from '../state/conversation';
import { avatarOf, profileOf } from '../state/speakers';

interface AvatarProps {
  /** Who speaks; null for the learner. */
  speaker: Speaker | null;
  speakers: readonly SpeakerProfile[];
  personaAvatarUrl: string | null;
  userName: string;
  size?: 'sm' | 'md';
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
 * Every character shows its avatar (the first one the persona's); coloured initials only when a
 * profile has none; the learner, their own initials. Decorative: the name is always written next to it.
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
  const { profile } = profileOf(speaker, speakers);
  const src = avatarOf(speaker, speakers, personaAvatarUrl);
  if (src) return <img className={`${className} sim-avatar-image`} src={src} alt="" style={speakerStyle(profile)} />;
  return (
    <span className={`${className} sim-avatar-initials`} style={speakerStyle(profile)} aria-hidden="true">
      {speaker.name ? initials(speaker.name) : '…'}
    </span>
  );
}
