import { expect } from 'chai';
import pino from 'pino';
import { InProcessEventBus } from '#src/platform/events/in-process-event-bus.ts';
import { EventsMayHaveBeenMissed } from '#src/platform/events/bus-event.ts';
import { ProfileCache } from '#src/modules/identity/infrastructure/profile-cache.ts';
import { UsersChanged } from '#src/modules/identity/identity.events.ts';
import type { ProfileSnapshot } from '#src/modules/identity/domain/profile.ts';

const logger = pino({ level: 'silent' });
/** The in-process bus delivers on a later tick, as PostgreSQL's does. */
const delivered = () => new Promise((resolve) => setImmediate(resolve));
const profile = (id: number, role: ProfileSnapshot['role'] = 'SuperAdmin'): ProfileSnapshot => ({
  id, email: `u${id}@example.com`, role, avatar: null, firstName: null, emailVerified: true, locale: 'en', organization: null,
  forceLogoutAt: null, forceLogoutExceptSession: null, hasPassword: true,
});

describe('ProfileCache', () => {
  it('forgets the users another process says changed, and everyone when the bus may have missed such news', async () => {
    const bus = new InProcessEventBus(logger);
    const cache = new ProfileCache();
    cache.watch(bus, logger);
    [1, 2, 3].forEach((id) => cache.set(profile(id)));
    await bus.publish(UsersChanged, { ids: [2] });
    await delivered();
    expect([1, 2, 3].map((id) => cache.get(id)?.id)).to.deep.equal([1, undefined, 3]);
    await bus.publish(EventsMayHaveBeenMissed, {});
    await delivered();
    expect([1, 3].map((id) => cache.get(id))).to.deep.equal([undefined, undefined]);
    await bus.close();
  });

  it('lets a profile go after its time, whatever the bus says (a dead connection not yet known to be dead)', async () => {
    const cache = new ProfileCache(40);
    cache.set(profile(1));
    expect(cache.get(1)?.role).to.equal('SuperAdmin');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(cache.get(1)).to.equal(undefined);
  });
});
