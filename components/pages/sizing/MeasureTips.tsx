import type { MeasureLabel } from '../../../lib/catalog/sizeTable';
import styles from './SizeChart.module.css';

/** What each line of a guide means, so the values mean something. */
const TIPS: Record<MeasureLabel, string> = {
  Bust: 'Around the fullest part of your chest, keeping the tape level under your arms.',
  Waist: 'Around your natural waist, the narrowest part of your torso, usually just above the belly button.',
  Hip: 'Around the fullest part of your hips and seat, feet together.',
  Pant: 'The usual pant or jeans size that fits you, for a quick comparison.',
  'Shoe size': "Your usual US shoe size, in women's or men's sizes: each size lists the shoe sizes it fits.",
};

interface Props {
  /** The lines this brand's guide has, in guide order: only those are explained. */
  labels: MeasureLabel[];
  /** The brand's advice for a shopper between two sizes (settings.betweenSizes). */
  betweenSizes: string;
}

/** How to measure yourself, or choose by shoe size, for the lines this brand's guide has. */
export function MeasureTips({ labels, betweenSizes }: Props) {
  const measured = labels.some((l) => l !== 'Shoe size');
  return (
    <section className={styles.tips} aria-labelledby="measure-heading">
      <h2 id="measure-heading">{measured ? 'How to measure' : 'How to choose your size'}</h2>
      {labels.length ? (
        <dl>
          {labels.map((label) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{TIPS[label]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p>{betweenSizes} Your first size exchange is free.</p>
    </section>
  );
}
