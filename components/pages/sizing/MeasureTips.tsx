import styles from './SizeChart.module.css';

/** How to measure yourself, so the lines in the guide mean something. */
export function MeasureTips() {
  return (
    <section className={styles.tips} aria-labelledby="measure-heading">
      <h2 id="measure-heading">How to measure</h2>
      <dl>
        <div>
          <dt>Bust</dt>
          <dd>Around the fullest part of your chest, keeping the tape level under your arms.</dd>
        </div>
        <div>
          <dt>Waist</dt>
          <dd>Around your natural waist, the narrowest part of your torso, usually just above the belly button.</dd>
        </div>
        <div>
          <dt>Hip</dt>
          <dd>Around the fullest part of your hips and seat, feet together.</dd>
        </div>
        <div>
          <dt>Pant</dt>
          <dd>The usual pant or jeans size that fits you, for a quick comparison.</dd>
        </div>
      </dl>
      <p>Between two sizes? Size down for a snug, sculpting fit or up for a relaxed one. Your first size exchange is free.</p>
    </section>
  );
}
