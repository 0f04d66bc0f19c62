import type { GetServerSideProps } from 'next';
import Head from 'next/head';

/** What a host name no brand claims gets (next.config.ts routes every such request here). */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.statusCode = 404;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  return { props: {} };
};

export default function UnknownHost() {
  return (
    <main>
      <Head>
        <title>Unknown host</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>Unknown host</h1>
      <p>This address does not serve any store.</p>
    </main>
  );
}
