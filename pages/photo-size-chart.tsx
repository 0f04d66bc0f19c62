// Photo size guide (GET size-guide): each size from the front, side and back (order reversed on
// every second entry) with its Bust/Waist/Hip/Pant lines.
import { SizeChartPage, type SizeChartProps } from '@/components/pages/sizing/SizeChartPage';
import type { SizingGuideEntry } from '@/lib/catalog/types';
import { brandPage } from '@/lib/page/brandPage';

export const getServerSideProps = brandPage<SizeChartProps>({ cache: 'public' }, async ({ api }) => ({
  props: { entries: await api.get<SizingGuideEntry[]>('size-guide') },
}));

export default SizeChartPage;
