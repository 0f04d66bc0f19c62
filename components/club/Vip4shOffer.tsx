import { useExposure, useSplitTest } from '../../lib/experiments/useSplitTest';
import { VIP4SH, vip4shCopy } from '../../lib/experiments/vip4sh';
import styles from './Vip4shOffer.module.css';

/**
 * The Vip4sh line of a club offer (lib/experiments/vip4sh.ts). Brands that do not run the test
 * render nothing. Until the group is known the line's space is kept (hidden, two lines high); on
 * failure the control's line shows. The exposure is reported once the group is on screen.
 */
export function Vip4shOffer({ className, hidden = false }: { className?: string; hidden?: boolean }) {
  const state = useSplitTest(VIP4SH);
  // Hidden (a member, to whom the club is not offered): the space stays, nothing is shown or counted.
  const shown = state.settled && !hidden;
  useExposure(VIP4SH, { value: state.value, settled: shown });
  if (!state.test) return null;
  const classes = [styles.offer, shown ? '' : styles.pending, className ?? ''].filter(Boolean).join(' ');
  return (
    <p className={classes} data-testid="vip4sh-offer" data-variant={shown ? (state.value ?? 'none') : 'pending'} aria-hidden={shown ? undefined : true}>
      {vip4shCopy(state.value)}
    </p>
  );
}
