import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { UnexpectedError } from '#app/errors/UnexpectedError';
import { useAuth } from '#platform/auth/AuthProvider';
import { logAuthError } from '#platform/auth/auth-log';
import { type CallbackFailure, classifyCallbackFailure } from '#platform/auth/callback-outcome';
import { Loader } from '#ui/Loader';

type Outcome = { ok: true; returnTo: string } | { ok: false; failure: CallbackFailure };

// A code can be exchanged once: repeated effect runs (StrictMode, re-renders) share the first attempt.
const outcomes = new Map<string, Promise<Outcome>>();

function completeOnce(
  url: string,
  completeSignIn: (url: string) => Promise<string>,
  signOut: () => void,
): Promise<Outcome> {
  let outcome = outcomes.get(url);
  if (!outcome) {
    outcome = completeSignIn(url).then(
      (returnTo): Outcome => ({ ok: true, returnTo }),
      (error: unknown): Outcome => {
        logAuthError(error);
        const failure = classifyCallbackFailure(url);
        if (failure === 'abandoned') signOut();
        else if (failure === 'reset') window.location.replace('/');
        return { ok: false, failure };
      },
    );
    outcomes.set(url, outcome);
  }
  return outcome;
}

/**
 * /auth/callback: completes the sign-in and goes back to where the user was. An abandoned sign-in signs out;
 * another failure on a URL with state= resets to '/'.
 */
export function AuthCallbackPage() {
  const { completeSignIn, signOut } = useAuth();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    const url = `${window.location.origin}${pathname}${search}`;
    completeOnce(url, completeSignIn, () => signOut()).then((outcome) => {
      if (!active) return;
      if (outcome.ok) navigate(outcome.returnTo, { replace: true });
      else if (outcome.failure === 'fail') setFailed(true);
    });
    return () => {
      active = false;
    };
  }, [pathname, search, completeSignIn, signOut, navigate]);

  return failed ? (
    <main id="main-content" className="message-page">
      <UnexpectedError />
    </main>
  ) : (
    <Loader fullPage />
  );
}
