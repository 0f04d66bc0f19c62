// Photo size guide (GET size-guide): each size from the front, side and back (order reversed on
// every second entry) with its lines (Bust/Waist/Hip/Pant, or a socks guide's Shoe size), and how to
// measure for the lines the brand's guide has.
import { SizeChartPage, type SizeChartProps } from '../components/pages/sizing/SizeChartPage';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<SizeChartProps>('/photo-size-chart', async ({ api, settings }) => ({
  props: { entries: await api.get('size-guide'), betweenSizes: settings.betweenSizes },
}));

export default SizeChartPage;
