import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { verificationState } from '../state/verification.store';
import { secondsLeft } from '../state/verification-rules';

/** Seconds until another mail may be asked for, ticking down once a second while there are any. */
export function useCooldownSeconds(): number {
  const { cooldownUntil } = useSnapshot(verificationState);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (cooldownUntil <= Date.now()) return;
    const timer = window.setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (tick >= cooldownUntil) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [cooldownUntil]);
  return secondsLeft(cooldownUntil, now);
}
