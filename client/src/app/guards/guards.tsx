import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { FeatureFlag } from '#contracts/feature-flags';
import { paths } from '#contracts/routes';
import { useAuth } from '#platform/auth/AuthProvider';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { useAppQuery, withStripped } from '#platform/query/app-query';
import { RedirectHome } from './RedirectHome';

/** Renders children only while the feature flag is on. */
export function FlagGuard({ flag, children }: { flag: FeatureFlag; children: ReactNode }) {
  return useFeatureFlag(flag) ? children : <RedirectHome />;
}

/** Renders children only for business users. */
export function B2bOnly({ children }: { children: ReactNode }) {
  return useAuth().isB2b ? children : <RedirectHome />;
}

/** Renders children only for consumers (not business users). */
export function ConsumerOnly({ children }: { children: ReactNode }) {
  return useAuth().isB2b ? <RedirectHome /> : children;
}

/** /my-photos: the timeline when it is enabled, else home. */
export function PhotoManagementRedirect() {
  const timeline = useFeatureFlag('PhotoManagementTimelineViewEnabled');
  const { stripped } = useAppQuery();
  return <Navigate to={withStripped(timeline ? paths.photos : paths.home, stripped)} replace />;
}
