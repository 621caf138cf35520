/** The browser's IANA time zone, or UTC when it cannot say (the server refuses an unknown name). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** A moment as the clock on this device shows it, hours and minutes ("03:05 PM"). */
export function clockTime(ms: number): string {
  return new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}
