// VIP Exclusives: club members (cart.hasClub, from the client cart) see the VIP-only styles of
// GET category/vip-exclusives; everyone else a club invitation. Public-cached, so the switch is client-side.
// A brand without VIP-only styles keeps the invitation but is not indexed: there is nothing to find.
import { VipExclusivesPage, type VipExclusivesProps } from '../components/pages/vip/VipExclusivesPage';
import { ApiError } from '../lib/api/errors';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<VipExclusivesProps>('/vip_exclusives', async ({ api }) => {
  try {
    const data = await api.get('category/:slug', { slug: 'vip-exclusives' });
    return { props: { items: data.items, description: data.category.description || null, noindex: false } };
  } catch (err) {
    // A brand without VIP-only styles has no such category: the page still invites to the club.
    if (err instanceof ApiError && err.status === 404) return { props: { items: [], description: null, noindex: true } };
    throw err;
  }
});

export default VipExclusivesPage;
