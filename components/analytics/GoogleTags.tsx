import { GoogleAnalytics, GoogleTagManager } from '@next/third-parties/google';

/**
 * Tag manager and classic analytics (issue 24), with Next's own @next/third-parties (next/script,
 * after the page is interactive). _app loads this chunk only when the brand configures one of them,
 * never on checkout pages, and never while do-not-sell or Global Privacy Control is in effect.
 */
export default function GoogleTags({ gtmId, gaId, nonce }: { gtmId?: string; gaId?: string; nonce?: string }) {
  return (
    <>
      {gtmId ? <GoogleTagManager gtmId={gtmId} nonce={nonce} /> : null}
      {gaId ? <GoogleAnalytics gaId={gaId} nonce={nonce} /> : null}
    </>
  );
}
