import { brandPage } from '../lib/page/brandPage';
import { CartPage } from '../components/cart/CartPage';

export const getServerSideProps = brandPage('/cart');

export default function Cart() {
  return <CartPage />;
}
