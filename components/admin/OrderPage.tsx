import { useEffect, useState } from 'react';
import { seesCustomers } from '../../lib/admin/access';
import { adminGet } from '../../lib/admin/api';
import type { AdminOrderDetail, StaffSummary } from '../../lib/admin/types';
import { Errors } from './Errors';
import { OrderActions } from './OrderActions';
import { OrderAttribution } from './OrderAttribution';
import { OrderFacts } from './OrderFacts';
import styles from './admin.module.css';

/** One order: its facts and the actions; reloaded after each action. */
export function OrderPage({ orderId, staff }: { orderId: string; staff: StaffSummary }) {
  const [order, setOrder] = useState<AdminOrderDetail | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [version, setVersion] = useState(0);
  useEffect(() => {
    void adminGet<AdminOrderDetail>(`orders/${encodeURIComponent(orderId)}`).then((a) => (a.ok ? setOrder(a.data) : setErrors(a.errors)));
  }, [orderId, version]);
  const done = (m: string) => {
    setMessage(m);
    setVersion((v) => v + 1);
  };
  if (errors.length) return <Errors errors={errors} />;
  if (!order) return <p>Loading…</p>;
  // A new action clears the last one's "done" line (a failed refund under "Refunded." read as done),
  // and the forms start afresh after each change (keyed by version: no error left from an earlier try).
  return (
    <div onSubmitCapture={() => setMessage('')}>
      <p role="status" className={styles.done}>
        {message}
      </p>
      <OrderFacts order={order} customerLink={seesCustomers(staff.role)} />
      <OrderAttribution attribution={order.attribution} />
      <OrderActions key={version} order={order} staff={staff} onDone={done} />
    </div>
  );
}
