import Document, { Html, Head, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { applyPagePolicy } from '../lib/security/responsePolicy';

interface ShopDocumentProps extends DocumentInitialProps {
  /** This response's script nonce (lib/security/pagePolicy.ts); Next puts it on every script it writes. */
  nonce?: string;
}

export default class ShopDocument extends Document<ShopDocumentProps> {
  static async getInitialProps(ctx: DocumentContext): Promise<ShopDocumentProps> {
    const nonce = applyPagePolicy(ctx.res);
    return { ...(await ctx.defaultGetInitialProps(ctx)), nonce };
  }

  render() {
    const { nonce } = this.props;
    return (
      <Html lang="en">
        <Head nonce={nonce} />
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
