import { expect } from 'chai';
import { canonicalTimeZone, dayNumberIn, isTimeZone } from '#src/shared/time-zone.ts';

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

describe('time zones (ADR 0046)', () => {
  it('knows IANA zones, whatever their case, and UTC', () => {
    for (const zone of ['Europe/Moscow', 'Asia/Vladivostok', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'UTC', 'europe/moscow']) {
      expect(isTimeZone(zone), zone).to.equal(true);
    }
  });

  it('refuses what is not a zone: offsets, abbreviations, made-up places, the unknown zone and overlong text', () => {
    for (const name of ['', '+03:00', 'MSK', 'Mars/Olympus_Mons', 'Etc/Unknown', 'Europe/Moscow; drop table users', `Europe/${'x'.repeat(60)}`]) {
      expect(isTimeZone(name), name).to.equal(false);
    }
  });

  it('spells a zone the runtime\'s own way', () => {
    expect(canonicalTimeZone('europe/moscow')).to.equal('Europe/Moscow');
    expect(canonicalTimeZone('utc')).to.equal('UTC');
  });

  it('puts a moment on the calendar day it falls on in the zone', () => {
    const lateEvening = new Date('2026-12-31T22:30:00Z');
    expect(dayNumberIn(lateEvening, 'UTC')).to.equal(dayNumber('2026-12-31'));
    expect(dayNumberIn(lateEvening, 'Europe/Moscow')).to.equal(dayNumber('2027-01-01')); // 01:30 there
    expect(dayNumberIn(new Date('2026-12-01T03:00:00Z'), 'America/Los_Angeles')).to.equal(dayNumber('2026-11-30'));
    expect(dayNumberIn(new Date('2026-12-01T18:30:00Z'), 'Asia/Kathmandu')).to.equal(dayNumber('2026-12-02')); // UTC+5:45
  });

  it('follows daylight saving time: the same UTC hour falls on different days in summer and winter', () => {
    // New York is UTC-4 in July and UTC-5 in January: 04:30 UTC is 00:30 and 23:30.
    expect(dayNumberIn(new Date('2026-07-02T04:30:00Z'), 'America/New_York')).to.equal(dayNumber('2026-07-02'));
    expect(dayNumberIn(new Date('2026-01-02T04:30:00Z'), 'America/New_York')).to.equal(dayNumber('2026-01-01'));
  });
});
