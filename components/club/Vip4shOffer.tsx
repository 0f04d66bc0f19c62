import { useExposure, useSplitTest } from '../../lib/experiments/useSplitTest';
import { VIP4SH, VIP4SH_FREE_SHIPPING, vip4shCopy } from '../../lib/experiments/vip4sh';
import { JoinWithOrder } from './JoinWithOrder';
import styles from './Vip4shOffer.module.css';

/**
 * The Vip4sh line of a club offer (lib/experiments/vip4sh.ts). Brands that do not run the test
 * render nothing. Until the group is known the line's space is kept (hidden, two lines high); on
 * failure the control's line shows. The exposure is reported once the group is on screen.
 * The 4sh promise ('Join today and this order ships free') comes with a way to act on it (JoinWithOrder:
 * the club into the cart), unless `joinable` is false where the page has its own join button.
 */
export function Vip4shOffer({ className, hidden = false, joinable = true }: { className?: string; hidden?: boolean; joinable?: boolean }) {
  const state = useSplitTest(VIP4SH);
  // Hidden (a member, to whom the club is not offered): the space stays, nothing is shown or counted.
  const shown = state.settled && !hidden;
  useExposure(VIP4SH, { value: state.value, settled: shown });
  if (!state.test) return null;
  const classes = [styles.offer, shown ? '' : styles.pending, className ?? ''].filter(Boolean).join(' ');
  return (
    <p className={classes} data-testid="vip4sh-offer" data-variant={shown ? (state.value ?? 'none') : 'pending'} aria-hidden={shown ? undefined : true}>
      {vip4shCopy(state.value)}
      {shown && joinable && state.value === VIP4SH_FREE_SHIPPING && (
        <>
          {' '}
          <JoinWithOrder />
        </>
      )}
    </p>
  );
}
