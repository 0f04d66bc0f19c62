import type { GetServerSideProps } from 'next';
import { closePage } from '../security/closedPage';

/**
 * getServerSideProps of every back-office page: never cached, never indexed, never framed. The page itself is
 * static; it reads the staff member's data from /admin/api in the browser (docs/admin.md).
 */
export const adminPage: GetServerSideProps<Record<string, never>> = async ({ res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Frame-Options', 'DENY');
  // The nonce policy without shop photos or framing (lib/security/closedPage.ts).
  closePage(res);
  return { props: {} };
};
