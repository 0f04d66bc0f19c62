/**
 * The plan's events that follow a shop API answer (issue 35), derived by the analytics chunk from the
 * calls the browser's client reports (lib/api/observe.ts), so the code that calls the API carries no
 * analytics call. Same events and properties as the call sites had: nothing about the shopper but ids.
 */
import type { AnsweredCall } from '../api/client';
import type { CartState } from '../cart/types';
import type { EventProps, PlanEvent } from './events';
import { productAddedProps } from './productProps';

export type DerivedCall =
  | { kind: 'track'; event: PlanEvent; props: EventProps }
  | { kind: 'identify'; userId: string | number | null | undefined }
  | { kind: 'reset' };

const track = (event: PlanEvent, props: EventProps = {}): DerivedCall => ({ kind: 'track', event, props });

/** The club's own actions on its pages (lib/club/api.ts). */
const CLUB: Record<string, PlanEvent> = { 'club/skip': 'Club Skipped', 'club/pause': 'Club Paused', 'club/resume': 'Club Resumed' };

function customerId(data: unknown): string | number | null | undefined {
  return (data as { customer?: { id?: string | number | null } | null } | null)?.customer?.id;
}

export function eventsOfAnswer({ method, path, fields, data }: AnsweredCall): DerivedCall[] {
  if (method === 'GET') return path === 'logout' ? [{ kind: 'reset' }] : [];
  switch (path) {
    case 'cart/add': {
      // The line cart/add created or grew (lib/cart/actions.ts sends the quantity, 1 by default).
      const input = { itemId: Number(fields.itemId), color: fields.color ?? '', size: fields.size ?? '', quantity: Number(fields.quantity) || 1 };
      const added = productAddedProps(data as CartState | null, input);
      return added ? [track('Product Added', added)] : [];
    }
    case 'login':
      return [{ kind: 'identify', userId: customerId(data) }, track('Logged In', { method: 'password' })];
    case 'confirm-register':
      return [{ kind: 'identify', userId: customerId(data) }, track('Signed Up', { method: 'email' })];
    case 'club/cancel':
      return [track('Club Cancelled', { reason: fields.reason })];
    default:
      return CLUB[path] ? [track(CLUB[path])] : [];
  }
}
