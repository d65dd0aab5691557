/** Page-view / account tracking. The real tracker is wired by the analytics integration; default is a no-op. */
export interface Tracker {
  setSubject(subject: string): void;
}

/** The signed-in subject, kept for a tracker set after the sign-in (the integrations load after the first render). */
let subject: string | null = null;

let current: Tracker = {
  setSubject: (next) => {
    subject = next;
  },
};

/** The tracker from now on; it is told the subject already signed in, if any (decision 476). */
export function setTracker(tracker: Tracker): void {
  current = {
    setSubject: (next) => {
      subject = next;
      tracker.setSubject(next);
    },
  };
  if (subject !== null) tracker.setSubject(subject);
}

export function getTracker(): Tracker {
  return current;
}
