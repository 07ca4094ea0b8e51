/** Port: pushes a session's live events to whoever watches it (the learner's sockets). */
export interface SessionEvents {
  emit(sessionId: number, name: string, data: Record<string, unknown>): void;
}
