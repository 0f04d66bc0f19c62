import type { GetServerSideProps } from 'next';

interface Props {
  status: 'ok';
  time: string;
}

/** A trivial server-rendered page for load balancers (and the benchmark's ceiling). */
export const getServerSideProps: GetServerSideProps<Props> = async ({ res }) => {
  res.setHeader('Cache-Control', 'no-store');
  return { props: { status: 'ok', time: new Date().toISOString() } };
};

export default function Health({ status, time }: Props) {
  return (
    <p>
      {status} {time}
    </p>
  );
}
