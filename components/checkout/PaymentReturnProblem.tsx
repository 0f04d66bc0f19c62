import styles from './Funnel.module.css';

/** A redirected payment that did not end in an order (declined, canceled, or left unfinished): what happened and the way back. */
export function PaymentReturnProblem({ message, waiting }: { message: string; waiting: boolean }) {
  return (
    <div className={styles.center} data-testid="payment-return">
      <h1 className={styles.title}>{waiting ? 'Payment not finished' : 'Payment not completed'}</h1>
      <p role="alert">{message}</p>
      <a className="btn" href="/checkout">
        Back to checkout
      </a>
    </div>
  );
}
