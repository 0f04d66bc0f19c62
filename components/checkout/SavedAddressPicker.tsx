import { useFormikContext } from 'formik';
import type { SavedAddress } from '../../lib/account/types';
import type { CheckoutFormValues } from '../../lib/checkout/fields';
import { addressesOfKind, isBlankAddress, savedAddressIn, savedAddressLabel, toCheckoutAddress, unshippableReason } from '../../lib/checkout/savedAddress';
import { emptyAddress } from '../../lib/checkout/fields';
import { useShipsTo } from '../../lib/checkout/destination';
import styles from './CheckoutForm.module.css';
import { usePrefillOnce } from './usePrefillOnce';

const NEW = 'new';

/**
 * A logged-in shopper's saved addresses of this kind: the default fills the blank form once when
 * they arrive, and the list fills it with another. The list shows the address the fields hold, or
 * "A new address" as soon as the shopper changes one of them. A saved shipping address in a country
 * the brand does not ship to is listed disabled, with the reason, and never filled in.
 */
export function SavedAddressPicker({ prefix, addresses }: { prefix: 'shipping' | 'billing'; addresses: readonly SavedAddress[] }) {
  const { values, setFieldValue } = useFormikContext<CheckoutFormValues>();
  const choices = addressesOfKind(addresses, prefix);
  const current = values[prefix];
  const shipsTo = useShipsTo();
  const refusal = (a: SavedAddress) => (prefix === 'shipping' ? unshippableReason(a, shipsTo) : null);
  const usable = choices.filter((a) => refusal(a) === null);
  usePrefillOnce(usable, isBlankAddress(current), (first) => void setFieldValue(prefix, toCheckoutAddress(first), false));

  if (choices.length === 0) return null;
  const shown = savedAddressIn(current, choices);
  const id = `saved-${prefix}`;
  return (
    <div className={`${styles.field} ${styles.saved}`}>
      <label htmlFor={id} className={styles.label}>
        Saved addresses
      </label>
      <select
        id={id}
        className={styles.input}
        value={shown ? String(shown.id) : NEW}
        onChange={(e) => {
          const chosen = usable.find((a) => String(a.id) === e.target.value);
          void setFieldValue(prefix, chosen ? toCheckoutAddress(chosen) : { ...emptyAddress(current.country), fullName: current.fullName }, false);
        }}
        data-testid={`saved-${prefix}-address`}
      >
        {choices.map((a) => {
          const reason = refusal(a);
          return (
            <option key={a.id} value={a.id} disabled={reason !== null}>
              {savedAddressLabel(a)}
              {a.default ? ' (default)' : ''}
              {reason ? ` (${reason})` : ''}
            </option>
          );
        })}
        <option value={NEW}>A new address</option>
      </select>
    </div>
  );
}
