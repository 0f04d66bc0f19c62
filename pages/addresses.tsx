// Saved addresses (protected): GET addresses with the shopper's cookie; a visitor goes to /login?next=/addresses.
import { AddressesPage, type AddressesPageProps } from '../components/addresses/AddressesPage';
import { addressBookOrLogin } from '../lib/addresses/server';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<Pick<AddressesPageProps, 'book'>>('/addresses', ({ api }) => addressBookOrLogin(api));

export default AddressesPage;
