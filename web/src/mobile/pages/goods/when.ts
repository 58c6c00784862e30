/**
 * A new vehicle document's time (a permit's exit, a delivery's arrival): two hours ahead on the
 * company's clock (`now`, `YYYY-MM-DD HH:mm`), to the hour (`YYYY-MM-DDTHH:mm`, as the date field
 * takes it), but within today: a document is valid
 * from its day, so one made late in the evening must not start tomorrow (the day's last minute then).
 */
export function laterToday(now: string): string {
  const at = `${new Date(Date.parse(`${now.replace(' ', 'T')}:00Z`) + 2 * 3_600_000).toISOString().slice(0, 13)}:00`
  return at.slice(0, 10) === now.slice(0, 10) ? at : `${now.slice(0, 10)}T23:59`
}
