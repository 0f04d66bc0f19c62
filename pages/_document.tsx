import Document, { Html, Head, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { applyPagePolicy } from '../lib/security/responsePolicy';
import { applyTransportSecurity } from '../lib/security/transportSecurity';
import { browserReportingConfig, browserReportingMeta } from '../lib/monitoring/browserConfig';

/** Browser error reporting, from this server's environment (off without SENTRY_BROWSER_DSN). */
const REPORTING_META = browserReportingMeta(browserReportingConfig());

interface ShopDocumentProps extends DocumentInitialProps {
  /** This response's script nonce (lib/security/pagePolicy.ts); Next puts it on every script it writes. */
  nonce?: string;
}

export default class ShopDocument extends Document<ShopDocumentProps> {
  static async getInitialProps(ctx: DocumentContext): Promise<ShopDocumentProps> {
    const nonce = applyPagePolicy(ctx.res);
    applyTransportSecurity(ctx.req, ctx.res);
    return { ...(await ctx.defaultGetInitialProps(ctx)), nonce };
  }

  render() {
    const { nonce } = this.props;
    return (
      <Html lang="en">
        <Head nonce={nonce}>
          {REPORTING_META.map(([name, content]) => (
            <meta key={name} name={name} content={content} />
          ))}
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
