/** The answer of GET tracking (server/marketing/tracking.ts), as the browser reads it. */
export interface TrackingResult {
  order: { id: number; date: string; status: string; shippingMethod: string; trackingNumber: string | null };
  events: { description: string; date: string }[];
}
