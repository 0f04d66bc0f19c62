import type { GetServerSideProps } from 'next';

/**
 * getServerSideProps of every back-office page: never cached, never indexed. The page itself is
 * static; it reads the staff member's data from /admin/api in the browser (docs/admin.md).
 */
export const adminPage: GetServerSideProps<Record<string, never>> = async ({ res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Referrer-Policy', 'no-referrer');
  return { props: {} };
};
