import type { GetServerSideProps } from 'next';
import { SCREEN_COMPONENTS } from '../../components/admin/screens';
import { adminPage } from '../../lib/admin/page';
import { matchAdminPath, type ScreenMatch } from '../../lib/admin/screens';

type Props = ScreenMatch;

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const path = ctx.params?.path;
  const match = matchAdminPath(Array.isArray(path) ? path : []);
  if (!match) return { notFound: true };
  await adminPage(ctx);
  return { props: match };
};

/** Every back-office page (docs/admin.md): the screen its URL names. */
export default function Admin({ screen, id }: Props) {
  const Screen = SCREEN_COMPONENTS[screen];
  return <Screen id={id ?? ''} />;
}
