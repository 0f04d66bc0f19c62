// The style profile quiz on its own (not protected): the saved answers, POST style-profile, a confirmation.
import { StyleProfilePage, type StyleProfilePageProps } from '../components/account/StyleProfilePage';
import { brandPage } from '../lib/page/brandPage';

export const getServerSideProps = brandPage<Pick<StyleProfilePageProps, 'initial' | 'sizes' | 'persona'>>('/styleprofile', async ({ api, settings }) => {
  const profile = await api.get('style-profile').catch(() => null);
  return { props: { initial: profile?.style_profile ?? [], sizes: settings.sizes ?? [], persona: settings.personaFullName ?? '' } };
});

export default StyleProfilePage;
