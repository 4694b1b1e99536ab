// The current time for screens whose output depends on it (today's date in the filters, the earliest visit
// time): read once, then every minute, so a desk left open over midnight moves on to the new day.
import { useEffect, useState } from 'react';

export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
