import { useRouter } from 'next/router';
import { useSWRConfig } from 'swr';
import { useShopApi } from '../../lib/api/useShopApi';
import { useBrand } from '../../lib/brand/context';
import { CART_KEY } from '../../lib/cart/useCart';
import { clubApi } from '../../lib/club/api';
import { AccountScreen } from '../account/AccountScreen';
import { CancelForm } from './CancelForm';
import { ClubLinks } from './ClubLinks';
import { NotAMember } from './NotAMember';
import type { ClubPageProps } from './ClubPageProps';
import styles from './Club.module.css';

/**
 * /cancel-vip (protected): the reason and comment, then POST club/cancel → /cancel_feedback (with
 * the tracking number of a package on its way), or /cancel_error when it could not cancel.
 */
export function CancelFormPage({ path, membership }: ClubPageProps) {
  const router = useRouter();
  const { brand } = useBrand();
  const { mutate } = useSWRConfig();
  const api = useShopApi();
  if (!membership || membership.cancelled) return <NotAMember path={path} membership={membership} />;

  return (
    <AccountScreen path={path} title="Cancel your membership" after={<ClubLinks links={[['/members_cancel_flow', 'Back to your options']]} />}>
      <p className={styles.lead}>Tell us why you’re leaving: it helps us make the {brand.clubName} better.</p>
      <CancelForm
        onSubmit={(values) => clubApi.cancel(api, values)}
        onDone={async (result) => {
          await mutate(CART_KEY).catch(() => undefined);
          if (result.cantCancel) return router.push('/cancel_error');
          return router.push(result.trackingNumber ? `/cancel_feedback?tracking=${encodeURIComponent(result.trackingNumber)}` : '/cancel_feedback');
        }}
      />
    </AccountScreen>
  );
}
