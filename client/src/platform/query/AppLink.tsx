import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { useAppQuery, withStripped } from './app-query';

type AppLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/** An in-app link that carries stripped=true along. */
export function AppLink({ to, ...rest }: AppLinkProps) {
  const { stripped } = useAppQuery();
  return <Link to={withStripped(to, stripped)} {...rest} />;
}
