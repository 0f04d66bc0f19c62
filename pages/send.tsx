// Design: /send is where shoppers send us something and send us on. It renders the CMS 'send'
// page (how to send us your photos to be featured) and ends with a working 'send to a friend'
// box (email, the phone's share sheet, or a copied link). noindex in the CMS.
import { ContentView } from '../components/pages/content/ContentView';
import { loadContent, type ContentProps } from '../components/pages/content/load';
import { ShareWithFriend } from '../components/pages/extras/ShareWithFriend';
import { brandPage, type BrandPageProps } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<ContentProps>('/send', (ctx) => loadContent(ctx, 'send'));

export default function SendPage({ page, path }: ContentProps & BrandPageProps) {
  return (
    <ContentView page={page} path={path}>
      <ShareWithFriend />
    </ContentView>
  );
}
