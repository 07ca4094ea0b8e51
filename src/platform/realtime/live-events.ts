import type { HubServer } from './hub-server.ts';

/**
 * Port: pushes events to the sockets this process holds — everyone in a room (e.g. one practice
 * session) or every socket of one user. Modules wrap it in their own typed ports.
 */
export interface LiveEvents {
  toRoom(room: string, name: string, data: unknown): void;
  toUser(userId: number, name: string, data: unknown): void;
}

/**
 * The process's LiveEvents: silent until a hub server attaches — which in the CLI never happens,
 * so use cases that announce live events run there unchanged.
 */
export class LiveEventsRelay implements LiveEvents {
  private hubs: HubServer | undefined;

  attach(hubs: HubServer): () => void {
    this.hubs = hubs;
    return () => {
      if (this.hubs === hubs) this.hubs = undefined;
    };
  }

  toRoom(room: string, name: string, data: unknown): void {
    this.hubs?.emit(room, name, data);
  }

  toUser(userId: number, name: string, data: unknown): void {
    this.hubs?.emitToUser(userId, name, data);
  }
}
