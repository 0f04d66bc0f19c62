import type { RouteDef } from '../routes';
import { formSubmissionRoute } from './formSubmission';
import { trackingRoute } from './tracking';

/** Marketing and customer-care endpoints: contact/feedback forms and the order tracker. */
export const marketingRoutes: RouteDef[] = [formSubmissionRoute, trackingRoute];
