// Every page, public or not: the client config starts loading here and its notice stays above navigation.
import { Outlet, ScrollRestoration } from 'react-router';
import { ConfigNotice } from './ConfigNotice';

export function Root() {
  return (
    <>
      <Outlet />
      <ConfigNotice />
      <ScrollRestoration />
    </>
  );
}
