import { brandPage, type BrandPageProps } from '../../../lib/page/brandPage';
import { HomePage } from '../../../components/home/HomePage';
import type { StoreSettings } from '../../../lib/brand/settings';

interface Props {
  settings: Pick<StoreSettings, 'banner' | 'storeName' | 'mainShoppingPath' | 'showClubOffer' | 'clubName'>;
}

export const getServerSideProps = brandPage<Props>({ cache: 'public' }, async ({ settings }) => ({
  props: {
    settings: {
      banner: settings.banner,
      storeName: settings.storeName,
      mainShoppingPath: settings.mainShoppingPath,
      showClubOffer: settings.showClubOffer,
      clubName: settings.clubName,
    },
  },
}));

export default function Home(props: Props & BrandPageProps) {
  return <HomePage settings={props.settings} menu={props.layoutSettings.headerMenu} />;
}
