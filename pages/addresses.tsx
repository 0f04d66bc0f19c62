// Saved addresses (protected): GET addresses with the shopper's cookie; a visitor goes to /login?next=/addresses.
import { AddressesPage, type AddressesPageProps } from '../components/addresses/AddressesPage';
import { addressBookOrLogin } from '../lib/addresses/server';
import { brandPage } from '../lib/page/brandPage';
import { shipsTo } from '../lib/shipping/zones';

export const getServerSideProps = brandPage<Pick<AddressesPageProps, 'book' | 'shipsTo'>>('/addresses', async ({ api, settings }) => {
  const result = await addressBookOrLogin(api);
  // Where the brand ships: the only countries a shipping address is offered in (POST address/save refuses others).
  return 'props' in result ? { props: { ...result.props, shipsTo: shipsTo(settings) } } : result;
});

export default AddressesPage;
