import type { ChatMessage } from '../http/sessions.contracts.ts';
import type { SessionMessage } from '../domain/session.ts';

/** A message as the chat shows it (SPEC §3 "Message event"). */
export function chatMessageOf(m: SessionMessage): ChatMessage {
  return {
    id: m.id,
    sender: m.sender as 'user' | 'ai',
    content: m.content,
    speakerInfo: m.speaker && { name: m.speaker.name, role: m.speaker.role },
    timestamp: m.createdAt.toISOString(),
  };
}
