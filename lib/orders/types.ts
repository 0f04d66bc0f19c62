/** One tracking event of an order. */
export interface TrackingEvent {
  description: string;
  /** ISO time. */
  date: string;
}

/** GET tracking: one order's tracking events, newest first. */
export interface TrackingResult {
  order: { id: number; date: string; status: string; shippingMethod: string; trackingNumber: string | null };
  events: TrackingEvent[];
}
