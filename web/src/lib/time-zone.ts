/** The browser's IANA time zone, or UTC when it cannot say (the server refuses an unknown name). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
