import type { Speaker, SpeakerProfile } from './conversation';

/** The speaker's profile, and whether it is the first character (who wears the persona's avatar). */
export function profileOf(speaker: Speaker | null, speakers: readonly SpeakerProfile[]): { profile: SpeakerProfile | null; first: boolean } {
  if (!speaker) return { profile: null, first: false };
  const index = speakers.findIndex((p) => p.name === speaker.name);
  return { profile: index >= 0 ? speakers[index]! : null, first: index === 0 || (index < 0 && speakers.length <= 1) };
}

/**
 * The picture a character wears: the first one the avatar chosen for the persona, every other one
 * its profile's (the look picked at start, or the server's stable default); null means initials.
 */
export function avatarOf(speaker: Speaker | null, speakers: readonly SpeakerProfile[], personaAvatarUrl: string | null): string | null {
  const { profile, first } = profileOf(speaker, speakers);
  if (first && personaAvatarUrl) return personaAvatarUrl;
  return profile?.avatarUrl ?? (first ? (speakers[0]?.avatarUrl ?? null) : null);
}
