import type { RouteHandlers } from '../routes';
import { formSubmissionRoute } from './formSubmission';
import { trackingRoute } from './tracking';
import { utmDataRoute } from './attribution';
import { pixelEventRoute } from './pixel';
import { collectRoute } from './collect';

/** Marketing and customer-care endpoints: contact/feedback forms, the order tracker, UTM landings and the pixel mirror. */
export const marketingRoutes = { ...formSubmissionRoute, ...trackingRoute, ...utmDataRoute, ...pixelEventRoute, ...collectRoute } satisfies RouteHandlers;
