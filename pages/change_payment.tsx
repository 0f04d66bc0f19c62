// Payment methods (protected): GET payment-methods with the shopper's cookie; a visitor goes to /login?next=/change_payment.
import { PaymentMethodsPage, type PaymentMethodsPageProps } from '../components/payments/PaymentMethodsPage';
import { brandPage } from '../lib/page/brandPage';
import { paymentMethodsOrLogin } from '../lib/payments/server';

export const getServerSideProps = brandPage<Pick<PaymentMethodsPageProps, 'methods'>>('/change_payment', ({ api }) => paymentMethodsOrLogin(api));

export default PaymentMethodsPage;
