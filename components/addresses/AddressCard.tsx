import type { SavedAddress } from '../../lib/account/types';
import { ConfirmStep } from '../account/ConfirmStep';
import { COUNTRIES } from '../checkout/regions';
import styles from './Addresses.module.css';

interface Props {
  address: SavedAddress;
  /** True while any change to the address book is being sent. */
  busy: boolean;
  onEdit(): void;
  onMakeDefault(): void;
  onDelete(): void;
}

const countryName = (code: string) => COUNTRIES.find((c) => c.value === code)?.label ?? code;

/** One saved address with its actions; deleting asks first, in place. */
export function AddressCard({ address: a, busy, onEdit, onMakeDefault, onDelete }: Props) {
  const what = <span className="visually-hidden"> {a.address}</span>;
  return (
    <li className={styles.card} data-testid="saved-address">
      {a.default ? <p className={styles.badge}>Default {a.type}</p> : null}
      <address className={styles.lines}>
        <strong>{a.name}</strong>
        {a.company ? <span>{a.company}</span> : null}
        <span>{a.address}</span>
        {a.address2 ? <span>{a.address2}</span> : null}
        <span>{[a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</span>
        <span>{countryName(a.country)}</span>
        {a.phone ? <span>{a.phone}</span> : null}
      </address>
      <ConfirmStep label={`Delete ${a.address}?`} question="Delete this address?" confirm={<>Yes, delete{what}</>} busy={busy} onConfirm={onDelete}>
        {(ask) => (
          <>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={onEdit}>
              Edit{what}
            </button>
            {a.default ? null : (
              <button type="button" className="btn btn-outline" disabled={busy} onClick={onMakeDefault}>
                Make default{what}
              </button>
            )}
            <button type="button" className="btn btn-outline" disabled={busy} onClick={ask}>
              Delete{what}
            </button>
          </>
        )}
      </ConfirmStep>
    </li>
  );
}
