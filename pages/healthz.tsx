import type { GetServerSideProps } from 'next';
import { CACHE_CONTROL, ROUTES } from '../lib/routing/manifest';

interface Props {
  status: 'ok';
  time: string;
}

/** A trivial server-rendered page for load balancers (and the benchmark's ceiling). */
export const getServerSideProps: GetServerSideProps<Props> = async ({ res }) => {
  res.setHeader('Cache-Control', CACHE_CONTROL[ROUTES['/healthz'].cache]);
  return { props: { status: 'ok', time: new Date().toISOString() } };
};

export default function Health({ status, time }: Props) {
  return (
    <p>
      {status} {time}
    </p>
  );
}
