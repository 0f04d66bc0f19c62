import Document, { Html, Head, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { applyPagePolicy } from '../lib/security/responsePolicy';
import { applyTransportSecurity } from '../lib/security/transportSecurity';
import { browserReportingConfig, browserReportingMeta } from '../lib/monitoring/browserConfig';
import { earlyLandingConfig, earlyLandingScript } from '../lib/analytics/earlyLanding';

/** Browser error reporting, from this server's environment (off without SENTRY_BROWSER_DSN). */
const REPORTING_META = browserReportingMeta(browserReportingConfig());

interface ShopDocumentProps extends DocumentInitialProps {
  /** This response's script nonce (lib/security/pagePolicy.ts); Next puts it on every script it writes. */
  nonce?: string;
  /** The request's address (its query decides the landing's tracking parameters). */
  requestUrl?: string;
}

export default class ShopDocument extends Document<ShopDocumentProps> {
  static async getInitialProps(ctx: DocumentContext): Promise<ShopDocumentProps> {
    const nonce = applyPagePolicy(ctx.res);
    applyTransportSecurity(ctx.req, ctx.res);
    return { ...(await ctx.defaultGetInitialProps(ctx)), nonce, requestUrl: ctx.asPath ?? ctx.req?.url ?? '' };
  }

  render() {
    const { nonce, requestUrl = '' } = this.props;
    // A page that collects, or a landing: its page view and landing leave even before analytics loads.
    const early = earlyLandingConfig(this.props.__NEXT_DATA__.props?.pageProps, requestUrl);
    return (
      <Html lang="en">
        <Head nonce={nonce}>
          {REPORTING_META.map(([name, content]) => (
            <meta key={name} name={name} content={content} />
          ))}
          {early && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyLandingScript(early) }} />}
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
