/** The `datetime` attribute of <time>: "2026-01-31T23:30:00" (no zone: the service's own time). */
export function createdDateTime(text: string): string {
  return text.replace(' ', 'T');
}
