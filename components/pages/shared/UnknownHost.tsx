import Head from 'next/head';

/** What a host name no brand claims gets, with status 404 (lib/page/brandPage's unknownHost). */
export function UnknownHost() {
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
