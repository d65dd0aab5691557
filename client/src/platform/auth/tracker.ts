/** Page-view / account tracking. The real tracker is wired by the analytics integration; default is a no-op. */
export interface Tracker {
  setSubject(subject: string): void;
}

let current: Tracker = { setSubject: () => undefined };

export function setTracker(tracker: Tracker): void {
  current = tracker;
}

export function getTracker(): Tracker {
  return current;
}
