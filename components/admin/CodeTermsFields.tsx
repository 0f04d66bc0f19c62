import type { CodeList } from '../../lib/admin/types';
import { dollarsField } from '../../lib/admin/moneyField';
import styles from './admin.module.css';

type Code = CodeList['codes'][number];

/** A code's terms as form fields (read by lib/admin/codeForm.ts), blank or filled from a code; ids start with `idPrefix`. */
export function CodeTermsFields({ idPrefix, code }: { idPrefix: string; code?: Code }) {
  const id = (n: string) => `${idPrefix}-${n}`;
  const value = !code ? '' : code.kind === 'percent' ? String(code.percentOff) : code.kind === 'amount' ? dollarsField(code.valueCents) : '';
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={id('kind')}>Kind</label>
        <select id={id('kind')} name="kind" defaultValue={code?.kind ?? 'percent'}>
          <option value="percent">Percent off</option><option value="amount">Amount off ($)</option><option value="free_shipping">Free shipping</option>
        </select>
      </div>
      <div className={styles.field}><label htmlFor={id('value')}>Percent or amount</label><input id={id('value')} name="value" inputMode="decimal" defaultValue={value} /></div>
      <div className={styles.field}><label htmlFor={id('minimum')}>Minimum ($)</label><input id={id('minimum')} name="minimum" inputMode="decimal" defaultValue={code && code.minSubtotalCents ? dollarsField(code.minSubtotalCents) : ''} /></div>
      <div className={styles.field}><label htmlFor={id('description')}>Description</label><input id={id('description')} name="description" maxLength={200} defaultValue={code?.description ?? ''} /></div>
      <div className={styles.field}><label htmlFor={id('startsAt')}>First day</label><input id={id('startsAt')} name="startsAt" type="date" defaultValue={code?.startsAt ?? ''} /></div>
      <div className={styles.field}><label htmlFor={id('endsAt')}>Last day</label><input id={id('endsAt')} name="endsAt" type="date" defaultValue={code?.endsAt ?? ''} /></div>
      <div className={styles.field}>
        <label htmlFor={id('perCustomerLimit')}>Uses per customer</label>
        <input id={id('perCustomerLimit')} name="perCustomerLimit" type="number" min={1} max={1000} defaultValue={code?.perCustomerLimit ?? ''} />
      </div>
      <label><input type="checkbox" name="firstOrderOnly" defaultChecked={code?.firstOrderOnly ?? false} /> First order only</label>
      <label><input type="checkbox" name="clubOnly" defaultChecked={code?.clubOnly ?? false} /> Club only</label>
    </>
  );
}
