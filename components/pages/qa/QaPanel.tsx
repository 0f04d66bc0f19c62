import styles from './QaPanel.module.css';

export interface QaInfo {
  brandId: string;
  storeName: string;
  /** The host the page was asked for. */
  host: string;
  buildId: string;
  /** When this copy of the page was rendered (ISO); a CDN may serve it for a minute. */
  renderedAt: string;
}

/** What a tester checks first on /travis-test: which brand and which build answered. */
export function QaPanel({ info }: { info: QaInfo }) {
  return (
    <section className={styles.panel} aria-labelledby="qa-heading" data-testid="qa-panel">
      <h2 id="qa-heading">This page</h2>
      <dl className={styles.facts}>
        <dt>Brand</dt>
        <dd data-testid="qa-brand">
          {info.storeName} ({info.brandId})
        </dd>
        <dt>Host</dt>
        <dd data-testid="qa-host">{info.host}</dd>
        <dt>Build</dt>
        <dd data-testid="qa-build">{info.buildId}</dd>
        <dt>Rendered</dt>
        <dd data-testid="qa-rendered">
          <time dateTime={info.renderedAt}>{info.renderedAt.replace('T', ' ').slice(0, 19)} UTC</time>
        </dd>
      </dl>
    </section>
  );
}
