import { z } from 'zod';
import { parseInput } from '#src/platform/http/validation-details.ts';
import type { HubConnection, HubServer } from '#src/platform/realtime/hub-server.ts';
import { startSessionRequest } from '../http/sessions.contracts.ts';
import type { LearnerLimit } from '#src/platform/http/learner-limit.ts';
import { NotJoinedError } from '../domain/practice.errors.ts';
import type { StartSession } from '../application/start-session.ts';
import type { JoinSession } from '../application/join-session.ts';
import type { SendMessage } from '../application/send-message.ts';
import type { EndSession } from '../application/end-session.ts';
import type { EnableCoachMode } from '../application/enable-coach-mode.ts';
import { sessionRoom } from './live-session-events.ts';

const JOINED = 'practice.sessionId';

export interface SimulationUseCases {
  startSession: StartSession;
  joinSession: JoinSession;
  sendMessage: SendMessage;
  endSession: EndSession;
  enableCoachMode: EnableCoachMode;
}

const arg = <T extends z.ZodType>(schema: T, value: unknown, name: string): z.output<T> => parseInput(schema, value, [name]);

const sessionId = z.coerce.number().int().positive();

/** DESIGN §4: the simulation hub's methods. */
export function defineSimulationHub(hubs: HubServer, useCases: SimulationUseCases, limits: { chat: LearnerLimit; start: LearnerLimit }): void {
  const { startSession, joinSession, sendMessage, endSession, enableCoachMode } = useCases;
  const joined = (conn: HubConnection) => {
    const id = conn.state.get(JOINED) as number | undefined;
    if (!id) throw new NotJoinedError();
    return id;
  };

  hubs.define({
    name: 'simulation',
    methods: {
      StartSession: async (conn, [input]) => {
        await limits.start(conn.user.id);
        return startSession.execute(conn.user.id, arg(startSessionRequest, input, 'input'), { email: conn.user.email, ip: conn.ip });
      },

      // The history goes to the joining socket only: the room's other tabs have it, and may be mid-reply.
      JoinSession: async (conn, [id]) => {
        const wanted = arg(sessionId, id, 'sessionId');
        const started = await joinSession.execute(conn.user.id, wanted, () => {
          const previous = conn.state.get(JOINED) as number | undefined;
          if (previous) hubs.leave(conn, sessionRoom(previous));
          hubs.join(conn, sessionRoom(wanted));
          conn.state.set(JOINED, wanted);
        });
        hubs.emitTo(conn, 'session-started', started);
        return { success: true };
      },

      SendMessage: async (conn, [text]) => {
        await limits.chat(conn.user.id);
        return sendMessage.execute(conn.user.id, joined(conn), text, { email: conn.user.email, ip: conn.ip });
      },

      EndSession: async (conn, [id]) =>
        endSession.execute(conn.user.id, id === undefined ? joined(conn) : arg(sessionId, id, 'sessionId')),

      EnableCoachMode: async (conn) => enableCoachMode.execute(conn.user.id, joined(conn)),
    },
  });
}
