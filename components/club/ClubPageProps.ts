import type { ClubMembership } from '../../lib/club/types';
import type { BrandPageProps } from '../../lib/page/brandPage';

/** The props of every club page: the customer's latest membership of this brand (GET club), or null. */
export interface ClubPageProps extends BrandPageProps {
  membership: ClubMembership | null;
}
