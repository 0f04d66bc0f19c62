import type { RouteDef } from '../routes';
import { formSubmissionRoute } from './formSubmission';
import { trackingRoute } from './tracking';
import { utmDataRoute } from './attribution';

/** Marketing and customer-care endpoints: contact/feedback forms, the order tracker, UTM landings. */
export const marketingRoutes: RouteDef[] = [formSubmissionRoute, trackingRoute, utmDataRoute];
