/**
 * Today, `YYYY-MM-DD` in the reader's time zone, that moves on when the day does while the screen
 * stays open: a graph browser left open overnight at a clinic's desk shows the new day's surveys
 * in the morning rather than stopping at the day it was opened.
 */
import { useEffect, useState } from 'react';
import { todayIso } from './date-format.ts';

/**
 * How often the day is looked at. Once a minute rather than a timer set for midnight: no date
 * maths to get a zone's midnight right (some have none, some have two), and a laptop that slept
 * through midnight is caught up by the visibility and focus checks below, which a timer is not.
 */
const CHECK_EVERY_MS = 60_000;

export function useToday(): string {
  const [today, setToday] = useState(todayIso);
  useEffect(() => {
    // The same string again changes nothing: React skips the re-render.
    const check = () => setToday(todayIso());
    const timer = setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, []);
  return today;
}
