import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { ScreenName } from '../../../lib/admin/screens';

/** Each back-office screen as a chunk of its own (lib/admin/screens.ts says which URL opens which). */
export const SCREEN_COMPONENTS: Record<ScreenName, ComponentType<{ id: string }>> = {
  orders: dynamic(() => import('./OrdersScreen')),
  order: dynamic(() => import('./OrderScreen')),
  customers: dynamic(() => import('./CustomersScreen')),
  customer: dynamic(() => import('./CustomerScreen')),
  items: dynamic(() => import('./ItemsScreen')),
  item: dynamic(() => import('./ItemScreen')),
  codes: dynamic(() => import('./CodesScreen')),
  sets: dynamic(() => import('./SetsScreen')),
  offers: dynamic(() => import('./OffersScreen')),
  reports: dynamic(() => import('./ReportsScreen')),
  staff: dynamic(() => import('./StaffScreen')),
  audit: dynamic(() => import('./AuditScreen')),
  'sign-in': dynamic(() => import('./SignInScreen')),
  'set-password': dynamic(() => import('./SetPasswordScreen')),
};
