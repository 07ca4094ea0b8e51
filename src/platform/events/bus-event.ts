import { z } from 'zod';

/**
 * A named event on the EventBus with the zod contract of its payload. Publishers are held to the
 * type at compile time; subscribers get payloads parsed by the schema, because a payload may come
 * from another process (another version, mid-deploy) through PostgreSQL NOTIFY.
 */
export interface BusEvent<T> {
  readonly name: string;
  readonly schema: z.ZodType<T>;
}

export const busEvent = <S extends z.ZodType>(name: string, schema: S): BusEvent<z.output<S>> => ({ name, schema: schema as z.ZodType<z.output<S>> });

export type BusEventHandler<T> = (payload: T) => void | Promise<void>;

/**
 * Said by the bus itself, in this process only, when events from other processes may have been lost:
 * PostgreSQL keeps no NOTIFY for a session that was not listening, so after a reconnect whatever
 * caches what other processes change must forget it (ADR 0006).
 */
export const EventsMayHaveBeenMissed = busEvent('platform.events-may-have-been-missed', z.object({}));
