import { Navigate } from 'react-router';
import { useAppQuery, withStripped } from '#platform/query/app-query';

/** A blocked route goes to '/', keeping stripped mode. */
export function RedirectHome() {
  const { stripped } = useAppQuery();
  return <Navigate to={withStripped('/', stripped)} replace />;
}
