// The wishlist (protected): GET wishlist with the shopper's cookie; a visitor goes to /login?next=/wishlist.
import { WishlistPage, type WishlistPageProps } from '../components/wishlist/WishlistPage';
import { brandPage } from '../lib/page/brandPage';
import { wishlistOrLogin } from '../lib/wishlist/server';

export const getServerSideProps = brandPage<Pick<WishlistPageProps, 'wishlist'>>('/wishlist', ({ api }) => wishlistOrLogin(api));

export default WishlistPage;
