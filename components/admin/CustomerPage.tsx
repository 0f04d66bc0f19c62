import { useEffect, useState } from 'react';
import { adminGet } from '../../lib/admin/api';
import type { AdminCustomerDetail } from '../../lib/admin/types';
import { ClubSection } from './ClubSection';
import { CustomerActions } from './CustomerActions';
import { CustomerFacts } from './CustomerFacts';
import { Errors } from './Errors';
import { MailList } from './MailList';
import styles from './admin.module.css';

/** One customer: who they are, their club, the mails sent to them, and the actions; reloaded after each action. */
export function CustomerPage({ customerId }: { customerId: string }) {
  const [customer, setCustomer] = useState<AdminCustomerDetail | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [version, setVersion] = useState(0);
  useEffect(() => {
    void adminGet<AdminCustomerDetail>(`customers/${encodeURIComponent(customerId)}`).then((a) => (a.ok ? setCustomer(a.data) : setErrors(a.errors)));
  }, [customerId, version]);
  const done = (m: string) => {
    setMessage(m);
    setVersion((v) => v + 1);
  };
  if (errors.length) return <Errors errors={errors} />;
  if (!customer) return <p>Loading…</p>;
  return (
    <>
      <p role="status" className={styles.done}>
        {message}
      </p>
      <CustomerFacts customer={customer} />
      <ClubSection customer={customer} />
      <CustomerActions customer={customer} onDone={done} />
      <MailList mails={customer.mails} id="customer-mails" />
    </>
  );
}
