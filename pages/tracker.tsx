// Order tracker: order number + email → GET tracking → the tracking events.
import { TrackerPage } from '../components/pages/tracker/TrackerPage';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage('/tracker');

export default TrackerPage;
