import Head from 'next/head';
import Link from 'next/link';

export default function NotFound() {
  return (
    <main style={{ maxWidth: 640, margin: '4rem auto', padding: '0 1rem', textAlign: 'center' }}>
      <Head>
        <title>Page not found</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>Page not found</h1>
      <p>We couldn’t find the page you were looking for. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link href="/">Back to the shop</Link>
      </p>
    </main>
  );
}
