import { ClubContentRoute } from '../components/pages/content/ClubContentRoute';
import { loadContent, type ContentProps } from '../components/pages/content/load';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<ContentProps>('/club', (ctx) => loadContent(ctx, 'club'));

export default ClubContentRoute;
