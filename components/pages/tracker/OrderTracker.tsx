import { useRouter } from 'next/router';
import { useRef, useState, type FormEvent } from 'react';
import { useShopApi } from '../../../lib/api/useShopApi';
import { ordersApi } from '../../../lib/orders/api';
import { ApiError } from '../../../lib/api/errors';
import { Field } from '../../ui/Field';
import s from '../shared/section.module.css';
import styles from './OrderTracker.module.css';
import { TrackingTimeline } from './TrackingTimeline';
import type { TrackingResult } from '../../../lib/orders/types';

/** `?order=10042` (the order page's link): the order number to start with, when it is one. */
export function orderFromQuery(raw: string | string[] | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && /^\d{1,12}$/.test(value) ? value : '';
}

/** Order number + email → GET tracking → the order's tracking events, or a clear error. */
export function OrderTracker() {
  const api = useShopApi();
  const router = useRouter();
  // Read once: the server renders the number into the field, so it is there before hydration.
  const [order, setOrder] = useState(() => orderFromQuery(router.query.order));
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ order?: string; email?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<TrackingResult | null>(null);
  const [busy, setBusy] = useState(false);
  const orderRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    setResult(null);
    const errs: { order?: string; email?: string } = {};
    if (!order.trim()) errs.order = 'Please enter your order number.';
    else if (!/^#?\d{1,12}$/.test(order.trim())) errs.order = 'An order number is digits only, like 10042.';
    if (!email.trim()) errs.email = 'Please enter the email address you ordered with.';
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email.trim())) errs.email = 'Please enter a valid email address, like name@example.com.';
    setErrors(errs);
    if (errs.order) return orderRef.current?.focus();
    if (errs.email) return emailRef.current?.focus();
    setBusy(true);
    try {
      const data = await ordersApi.track(api, order, email);
      setResult(data);
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch (err) {
      if (err instanceof ApiError && err.messages.length) {
        setProblem(`${err.messages[0].replace(/^(order|email): /, '')}.`.replace(/\.\.$/, '.'));
      } else {
        setProblem('Sorry, the tracker is not answering right now. Please try again in a moment.');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.wrap}>
      <form className={`${s.card} ${styles.form}`} noValidate onSubmit={onSubmit} data-testid="tracker-form" aria-label="Track your order">
        {/* The hint gives way to the error. */}
        <Field
          id="tracker-order"
          label="Order number"
          hint={errors.order ? undefined : 'You will find it in your order confirmation email.'}
          error={errors.order}
          classes={s}
          textTag="span"
        >
          {(control) => (
            <input
              {...control}
              ref={orderRef}
              name="order"
              className={s.input}
              inputMode="numeric"
              maxLength={13}
              placeholder="e.g. 10042"
              value={order}
              onChange={(e) => setOrder(e.target.value)}
            />
          )}
        </Field>
        <Field id="tracker-email" label="Email address" error={errors.email} classes={s} textTag="span">
          {(control) => (
            <input
              {...control}
              ref={emailRef}
              name="email"
              type="email"
              className={s.input}
              autoComplete="email"
              maxLength={254}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Looking up your order…' : 'Track order'}
        </button>
      </form>
      <div aria-live="polite">
        {problem ? (
          <p className={s.alert} role="alert" data-testid="tracker-error">
            {problem}
          </p>
        ) : null}
        {result ? (
          <div ref={resultRef} tabIndex={-1} className={styles.result}>
            <TrackingTimeline result={result} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
