/**
 * The services' clock, learnt from the Date header of every API answer. Rules that depend on "now" and on dates
 * the services wrote (which orders are in progress) use it, so a device whose clock is off files them as the
 * services do. Date has a resolution of one second, which is plenty for rules counted in days.
 */
let offsetMs = 0;

export function noteServerDate(header: string | null, receivedAt = Date.now()): void {
  if (!header) return;
  const at = Date.parse(header);
  if (Number.isFinite(at)) offsetMs = at - receivedAt;
}

/** Now by the services' clock (the device's until an answer with a Date header arrived). */
export function serverNow(): number {
  return Date.now() + offsetMs;
}
